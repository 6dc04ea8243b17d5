import { allCalls, api, buildPath, Id, PROTECTED_BASE, PUBLIC_AUTH_BASE, UUID_PATTERN } from './index';

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

  it('lists filters only on list calls', () => {
    for (const call of allCalls) expect(Boolean(call.filters)).toBe(Boolean(call.querystring));
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
