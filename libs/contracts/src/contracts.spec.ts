import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  allCalls, api, buildPath, CredentialFields, Id, isSingleLineText, parseSort, PROTECTED_BASE, PUBLIC_AUTH_BASE, ServiceFields,
  SINGLE_LINE_PATTERN, SingleLineText, sortValue, sortValues, StorefrontOrderBody, UUID_PATTERN,
} from './index';

describe('the API contract', () => {
  it('defines each method and path once', () => {
    const keys = allCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts protected calls under the protected base and public auth calls under the auth base', () => {
    for (const call of allCalls) {
      if (call.access === 'protected') expect(call.path.startsWith(PROTECTED_BASE)).toBe(true);
      else if (call.tag === 'auth') expect(call.path.startsWith(PUBLIC_AUTH_BASE)).toBe(true);
    }
  });

  it('declares the params schema of every path with parameters', () => {
    for (const call of allCalls) {
      const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      const declared = Object.keys((call.params as { properties?: object } | undefined)?.properties ?? {});
      expect(declared.sort()).toEqual(names.sort());
    }
  });

  it('lists filters exactly on the calls whose query takes filters (the list calls)', () => {
    for (const call of allCalls) {
      const takesFilters = Boolean((call.querystring as { properties?: Record<string, unknown> } | undefined)?.properties?.filters);
      expect({ call: call.path, filters: Boolean(call.filters) }).toEqual({ call: call.path, filters: takesFilters });
    }
  });

  it('lets every list be sorted, its query taking exactly the values its sorts name, the default among them', () => {
    const queryOf = (call: (typeof allCalls)[number]) => (call.querystring as { properties?: Record<string, TSchema> } | undefined)?.properties;
    const lists = allCalls.filter((call) => queryOf(call)?.currentPage);
    expect(lists.length).toBeGreaterThanOrEqual(8);
    for (const call of lists) {
      const sorts = call.sorts;
      expect({ call: call.path, sorts: Boolean(sorts) }).toEqual({ call: call.path, sorts: true });
      if (!sorts) continue;
      const taken = ((queryOf(call)?.sort as { anyOf?: { const: string }[] } | undefined)?.anyOf ?? []).map((s) => s.const);
      expect({ call: call.path, taken }).toEqual({ call: call.path, taken: sortValues(sorts) });
      expect(sortValues(sorts)).toContain(sorts.default);
    }
    // A list's export takes the same sorts; no other call takes a sort.
    for (const call of allCalls.filter((c) => !queryOf(c)?.currentPage)) {
      const taken = ((queryOf(call)?.sort as { anyOf?: { const: string }[] } | undefined)?.anyOf ?? []).map((s) => s.const);
      expect({ call: call.path, taken }).toEqual({ call: call.path, taken: call.sorts ? sortValues(call.sorts) : [] });
    }
  });
});

describe('sort values', () => {
  it('read a field ascending, and descending with a leading minus, and write them back', () => {
    expect(parseSort('total')).toEqual({ field: 'total', descending: false });
    expect(parseSort('-createdAt')).toEqual({ field: 'createdAt', descending: true });
    expect(sortValue({ field: 'name', descending: true })).toBe('-name');
    expect(sortValues<'createdAt' | 'total'>({ fields: { createdAt: 'time', total: 'number' }, default: '-createdAt' })).toEqual(['createdAt', '-createdAt', 'total', '-total']);
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath(api.orders.getSingleOrder.path, { id: 'a/b' })).toBe(`${PROTECTED_BASE}orders/getSingleOrder/a%2Fb`);
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath(api.orders.getSingleOrder.path, {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('Id', () => {
  const plain = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';
  const matches = (value: string) => new RegExp(Id.pattern as string).test(value);

  it('takes a UUID written plainly, in either case', () => {
    expect(Id.pattern).toBe(UUID_PATTERN);
    expect(matches(plain)).toBe(true);
    expect(matches(plain.toUpperCase())).toBe(true);
  });

  it.each([`urn:uuid:${plain}`, `{${plain}}`, plain.replace(/-/g, ''), `${plain}\n`, ` ${plain}`, `${plain}0`])('refuses %j', (value) => {
    expect(matches(value)).toBe(false);
  });
});

describe('SingleLineText', () => {
  const name = SingleLineText({ maxLength: 100 });

  it.each([
    'Zoë Ångström',
    "Seán O'Brien-Smith",
    'José 😀',
    'The 👩\u200D👩\u200D👧 family',
    'أحمد الفارسي',
    'مهرداد\u200Cنژاد',
    '',
  ])('takes %j', (text) => {
    expect([Value.Check(name, text), isSingleLineText(text)]).toEqual([true, true]);
  });

  it.each([
    ['a line feed', 'Fast\nVPN'],
    ['a carriage return', 'Fast VPN\r'],
    ['a tab', 'Fast\tVPN'],
    ['an escape sequence', '\u001B[31mFast VPN'],
    ['DEL', 'Fast\u007F'],
    ['a C1 next-line', 'Fast\u0085VPN'],
    ['a line separator', 'Fast\u2028VPN'],
    ['a right-to-left override', 'Invoice\u202Egpj.exe'],
    ['an isolate', '\u2067Fast\u2069 VPN'],
    ['a right-to-left mark', 'Fast\u200FVPN'],
    ['an Arabic letter mark', 'Fast\u061CVPN'],
  ])('refuses %s', (_, text) => {
    expect([Value.Check(name, text), isSingleLineText(text)]).toEqual([false, false]);
  });

  it('is what every single-line field of the contract is, and no multi-line one', () => {
    const fields: Record<string, TSchema> = {
      'register name': api.auth.register.body.properties.name,
      'service name': ServiceFields.properties.name,
      'service benefit': ServiceFields.properties.benefits.items,
      'credential user id': CredentialFields.properties.userId,
      "customer's name": StorefrontOrderBody.properties.name,
      "customer's phone": StorefrontOrderBody.properties.phone,
      'transaction id': StorefrontOrderBody.properties.transactionId,
      'payment method': StorefrontOrderBody.properties.paymentMethod,
    };
    for (const [field, schema] of Object.entries(fields)) expect([field, schema.pattern]).toEqual([field, SINGLE_LINE_PATTERN]);
    expect(ServiceFields.properties.shortDescription.pattern).toBeUndefined();
    expect(api.orders.replaceDeliveredCredential.body.properties.reason.pattern).not.toBe(SINGLE_LINE_PATTERN);
  });
});
