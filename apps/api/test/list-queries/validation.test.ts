import { ServiceFields } from '@shopdesk/contracts';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../src/errors';
import { validateOrThrow } from '../../src/lib/validation';

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the value was accepted');
}

const Price = Type.Object({ price: Type.Number({ multipleOf: 0.01 }) });

it('accepts every whole-cent price despite floating-point division', () => {
  for (let cents = 0; cents < 100_000; cents += 1) {
    expect(() => validateOrThrow(Price, { price: cents / 100 }, 'body')).not.toThrow();
  }
  expect(() => validateOrThrow(Price, { price: 999_999.99 }, 'body')).not.toThrow();
});

it('refuses fractions of a cent', () => {
  expect(refusal(() => validateOrThrow(Price, { price: 1.005 }, 'body')).message).toBe('Invalid body: price must be multiple of 0.01');
});

it('names the allowed values of a union of literals', () => {
  const error = refusal(() => validateOrThrow(Type.Object({ type: Type.Union([Type.Literal('vpn'), Type.Literal('dollar-card')]) }), { type: 'x' }, 'filters'));
  expect(error.message).toBe('Invalid filters: type must be one of "vpn", "dollar-card"');
  expect(error.details).toEqual([{ path: 'type', message: 'must be one of "vpn", "dollar-card"' }]);
});

it('names the one allowed value of a literal', () => {
  const error = refusal(() => validateOrThrow(Type.Object({ orderStatus: Type.Literal('completed') }), { orderStatus: 'x' }, 'body'));
  expect(error.message).toBe('Invalid body: orderStatus must be "completed"');
});

it('converts text fields when asked to, and keeps JSON types strict otherwise', () => {
  const Serial = Type.Object({ serial: Type.Integer() });
  expect(validateOrThrow(Serial, { serial: '12' }, 'body', true)).toEqual({ serial: 12 });
  expect(refusal(() => validateOrThrow(Serial, { serial: '12' }, 'body')).message).toBe('Invalid body: serial must be integer');
});

it('refuses unknown fields instead of dropping them', () => {
  const error = refusal(() =>
    validateOrThrow(
      ServiceFields,
      { name: 'a', type: 'vpn', price: 1, linkOrApk: 'apk', serial: 1, benefits: ['x'], admin: true },
      'body',
    ),
  );
  expect(error.details).toEqual([{ path: 'admin', message: 'is not an allowed field' }]);
});

describe('NUL characters', () => {
  const Form = Type.Object({ name: Type.String(), tags: Type.Array(Type.String()), extra: Type.Optional(Type.Object({}, { additionalProperties: true })) });

  it.each([
    ['a text field', { name: 'a\u0000', tags: [] }, 'name'],
    ['an entry of a list', { name: 'a', tags: ['ok', 'b\u0000c'] }, 'tags.1'],
    ['a nested field name', { name: 'a', tags: [], extra: { 'x\u0000': 1 } }, 'extra.x\u0000'],
  ])('are refused in %s, naming it, before the schema is checked', (_, value, path) => {
    for (const coerce of [false, true]) {
      const error = refusal(() => validateOrThrow(Form, value, 'body', coerce));
      expect(error.message).toBe(`Invalid body: ${path} must not contain NUL characters`);
      expect(error.details).toEqual([{ path, message: 'must not contain NUL characters' }]);
    }
  });

  it('leave other control characters to the schema', () => {
    expect(validateOrThrow(Form, { name: 'tab\tnew\nline\u0001', tags: [] }, 'body')).toMatchObject({ name: 'tab\tnew\nline\u0001' });
  });
});
