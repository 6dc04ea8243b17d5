import fc from 'fast-check';

/**
 * What an attacker or a broken client puts where the API expects a plain value: query-language
 * operators, SQL and LIKE fragments, control characters, lone surrogates, huge and odd numbers.
 */

const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

/** Ids that look like UUIDs to a lenient parser but are not the plain 36-character form. */
export const almostUuids: readonly string[] = [
  `urn:uuid:${UUID}`,
  `URN:UUID:${UUID}`,
  `{${UUID}}`,
  UUID.replace(/-/g, ''),
  UUID.toUpperCase(),
  UUID.slice(0, 35),
  `${UUID}0`,
  ` ${UUID}`,
  `${UUID}\u0000`,
  `${UUID}%00`,
  UUID.replace('-', '\u2010'),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
];

export const sqlFragments: readonly string[] = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; DROP TABLE employees; --",
  '1; SELECT pg_sleep(5)',
  "') UNION SELECT password_hash FROM employees --",
  '%',
  '_',
  '\\',
  '%_\\',
  "\\'",
  '"',
  '$1',
  '::uuid',
];

export const controlCharacters: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  '\u007f',
  '\u0085',
  '\u2028\u2029',
  '\r\n',
  '\t',
  '\ufeff',
  '\u202e',
];

export const loneSurrogates: readonly string[] = ['\ud800', 'a\udc00b', '\udbff\udbff', '\udfff\ud800'];

/** Strings that mean something to another layer (templates, paths, prototypes, number parsers). */
const specialStrings: readonly string[] = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  '1_000',
  '９',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  'prototype',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  'a'.repeat(1001),
];

const longStrings = fc.constantFrom('a'.repeat(100_000), 'é'.repeat(50_000), '\u0000'.repeat(10_000), '%'.repeat(100_000));

/** Random UTF-16 code units: control characters and lone surrogates included. */
const anyCodeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 30 });

/** Each kind as likely as the others, so a short run still tries every kind on every field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...sqlFragments),
  fc.constantFrom(...controlCharacters),
  fc.constantFrom(...loneSurrogates),
  fc.constantFrom(...specialStrings),
  fc.constantFrom(...almostUuids),
  anyCodeUnits,
  fc.string({ unit: 'binary', maxLength: 40 }),
  longStrings,
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 1e-7, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308, Number.MAX_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Text that a number parser reads in more than one way, or not at all. */
export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-1', '0', '1.5', '1e3', '1e309', '99999999999999999999', '2147483648', 'Infinity', '-Infinity', 'NaN', '0x1A', '0b11',
    '', ' 2', '2 ', '+3', '１', '2abc', '1,5', 'null', 'true', '[]', '{}',
  ),
  hostileNumber.map(String),
);

/** A JSON object with an own key the JavaScript literal syntax would turn into a prototype. */
export const withOwnKey = (key: string, value: unknown): Record<string, unknown> => {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
};

/** Filter and query-language operators from document stores and ORMs. */
export const operatorObjects: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000) || true' },
  { $regex: '.*' },
  { $in: ['pending', 'completed'] },
  { or: [{ id: 1 }] },
  { gte: 0 },
  withOwnKey('__proto__', { isAdmin: true, polluted: 'yes' }),
  { constructor: { prototype: { polluted: 'yes' } } },
  [],
  ['true'],
  [[['deep']]],
  {},
);

/** Any hostile JSON value: where a string, a number, a flag or an object was expected. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: hostileNumberText, weight: 1 },
  { arbitrary: operatorObjects, weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false), weight: 1 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** JSON texts nested far deeper than any body (a recursive walk after the parser would overflow its stack). */
export const deeplyNestedJsonTexts: readonly string[] = [
  `${'['.repeat(8000)}${']'.repeat(8000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  `{"email":${'['.repeat(3000)}"\u0000"${']'.repeat(3000)}}`,
];

/** Keys a body or a filter should never honour. */
export const hostileKeys: readonly string[] = [
  '__proto__', 'constructor', 'prototype', '$where', '$gt', 'isAdmin', 'level', 'id', '_id', 'password_hash', 'createdAt', '',
  'a'.repeat(300), '\u0000', 'name\u0000',
];
