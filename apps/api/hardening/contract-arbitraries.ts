import type { CallDef } from '@shopdesk/contracts';
import fc from 'fast-check';
import { jpeg, png } from '../test/helpers/images';
import { almostUuids, deeplyNestedJsonTexts, hostileJson, hostileKeys, hostileNumberText, hostileString, operatorObjects, withOwnKey } from './hostile-values';
import { encodeMultipart, multipartDamage, type MultipartDamage, type RawPart } from './raw-multipart';
import { preferring, propertiesOf, validValue, type JsonSchema, type KnownIds } from './schema-values';

/** One generated request: what `inject()` sends, and how to show it when a property fails. */
export interface FuzzRequest {
  call: CallDef;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How a multipart body was broken on purpose (none for a well-formed one, absent for JSON). */
  multipartDamage?: MultipartDamage;
}

/** A failure message shows the request, cut short: a 100 kB string would bury the rest. */
export function describeRequest(request: FuzzRequest): string {
  const clip = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}… (${text.length} characters)` : text);
  const payload = request.payload === undefined ? '' : Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload;
  const { method, headers, multipartDamage } = request;
  return JSON.stringify({ method, url: clip(request.url), headers, multipartDamage, payload: clip(payload) });
}

/** Percent-encodes any text, lone surrogates included (encodeURIComponent throws on those). */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/**
 * Which half of the requests is being built: clean ones (every value from the schema, so they get
 * through validation into the handlers and the database) or hostile ones (values, keys, encodings
 * and bodies broken on purpose, one field at a time or all at once).
 */
interface Mix extends KnownIds {
  hostile: boolean;
}

/** `valid` for a clean request; for a hostile one `valid` or `hostile`, weighted. */
function either<T>(mix: Mix, valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>, weights: [number, number]): fc.Arbitrary<T> {
  return mix.hostile ? fc.oneof({ arbitrary: valid, weight: weights[0] }, { arbitrary: hostile, weight: weights[1] }) : valid;
}

/** URL pieces sent as they are: broken escapes, encoded slashes and dots, separators. */
const rawUrlPieces = fc.constantFrom('%', '%zz', '%ED%A0%80', '%C0%AF', '%FF', '%00', '..', '.', '%2F', '%252F', '%2e%2e', '+', ';', '%u0041');

/** A schema's value; in a hostile request now and then a hostile one instead, so one field at a time gets broken. */
function fieldValue(schema: JsonSchema, mix: Mix): fc.Arbitrary<unknown> {
  return either(mix, validValue(schema, mix), hostileJson, [2, 1]);
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** Text for a field that arrives as text (path, query, form field): numbers and flags written out. */
function fieldText(schema: JsonSchema, mix: Mix): fc.Arbitrary<string> {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const hostile = fc.oneof(numeric ? hostileNumberText : fc.constantFrom(...almostUuids), hostileString, hostileString);
  return either(mix, validValue(schema, mix).map(asText), hostile, [1, 1]);
}

/** Objects with the schema's keys (some left out) and now and then a key nobody should honour. */
function objectWith(schema: JsonSchema | undefined, mix: Mix): fc.Arbitrary<Record<string, unknown>> {
  const fields = propertiesOf(schema).map(({ name, schema: property, required }) => {
    const value = fieldValue(property, preferring(mix, `${name}s`));
    return (required && !mix.hostile ? value : fc.option(value, { freq: required ? 12 : 2, nil: undefined })).map((v) => [name, v] as const);
  });
  const extras = either(
    mix,
    fc.constant([] as Array<[string, unknown]>),
    fc.array(fc.tuple(fc.constantFrom(...hostileKeys), hostileJson), { minLength: 1, maxLength: 2 }),
    [4, 1],
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([pairs, extraPairs]) => {
    let object: Record<string, unknown> = {};
    for (const [name, value] of pairs) if (value !== undefined) object[name] = value;
    for (const [name, value] of extraPairs) object = { ...object, ...withOwnKey(name, value) };
    return object;
  });
}

const malformedJsonTexts = fc.constantFrom(
  '{',
  '{"a":1',
  'nul',
  '',
  ' ',
  '\u0000',
  '\ufeff{}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":1e999999}',
  '"\\ud800"',
  '{"\\u0000":1}',
  '['.repeat(60_000),
  '{"a":'.repeat(10_000),
  `{"a":"${'x'.repeat(100_000)}"}`,
);

const CONTENT_TYPES_NOT_JSON = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json;;',
  'application/vnd.api+json',
  '*/*',
  'application/json, text/plain',
];

/** A JSON body: the schema's object (mutated), or another JSON value, or text that is not JSON. */
function jsonPayload(schema: JsonSchema | undefined, mix: Mix): fc.Arbitrary<{ payload: string; contentType?: string }> {
  const text = either(
    mix,
    objectWith(schema, mix).map((body) => JSON.stringify(body)),
    fc.oneof(hostileJson.map((body) => JSON.stringify(body) ?? 'null'), malformedJsonTexts, fc.constantFrom(...deeplyNestedJsonTexts)),
    [5, 2],
  );
  const contentType = either(
    mix,
    fc.constant<string | undefined>('application/json'),
    fc.constantFrom<string | undefined>(...CONTENT_TYPES_NOT_JSON, undefined),
    [5, 1],
  );
  return fc.record({ payload: text, contentType });
}

/** Two good images first (the clean requests send those), then broken and disguised ones. */
const imageFiles: ReadonlyArray<Pick<RawPart, 'value' | 'contentType'>> = [
  { value: png(), contentType: 'image/png' },
  { value: jpeg(), contentType: 'image/jpeg' },
  { value: png(), contentType: 'application/octet-stream' },
  { value: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), contentType: 'image/png' },
  { value: Buffer.from('GIF89a\u0001\u0000'), contentType: 'image/gif' },
  { value: Buffer.alloc(0), contentType: 'image/png' },
  { value: png().subarray(0, 20), contentType: 'image/png' },
  { value: Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff]), contentType: 'image/jpeg' },
];

const fileNames = fc.constantFrom('logo.png', 'photo.jpg', '', '../../../../tmp/evil.png', 'a\u0000.png', '%00.png', 'x'.repeat(300), 'ü.png');

/** A multipart form from the call's text fields and files, with duplicates, strays and damage. */
function multipartPayload(call: CallDef, mix: Mix): fc.Arbitrary<{ payload: Buffer; contentType?: string; damage: MultipartDamage }> {
  const schema = call.body as JsonSchema | undefined;
  const fieldParts = propertiesOf(schema).map(({ name, schema: property, required }) => {
    const values: fc.Arbitrary<RawPart[]> =
      property.type === 'array'
        ? fc
            .tuple(fc.array(fieldText(property.items ?? {}, mix), { maxLength: 4 }), fc.boolean())
            .map(([texts, brackets]) => texts.map((value) => ({ name: brackets ? `${name}[]` : name, value })))
        : fc
            .tuple(fieldText(property, mix), fc.nat(12))
            // Now and then the same single-value field twice, the second time with another value.
            .map(([value, dice]) => (dice === 0 && mix.hostile ? [{ name, value }, { name, value: `${value}x` }] : [{ name, value }]));
    return required && !mix.hostile ? values : fc.option(values, { freq: required ? 12 : 3, nil: [] as RawPart[] });
  });
  const fileKinds = either(mix, fc.constantFrom(...imageFiles.slice(0, 2)), fc.constantFrom(...imageFiles), [1, 2]);
  const fileParts = (call.files ?? []).map((name) =>
    fc.option(
      fc
        .record({ file: fileKinds, filename: either(mix, fc.constant('logo.png'), fileNames, [1, 2]) })
        .map(({ file, filename }): RawPart => ({ name, filename, ...file })),
      { freq: 3, nil: undefined },
    ),
  );
  const strays = either(
    mix,
    fc.constant([] as RawPart[]),
    fc.constantFrom<RawPart[]>(
      // A file where a text field belongs, text where the file belongs, fields nobody asked for.
      [{ name: propertiesOf(schema)[0]?.name ?? 'name', value: png(), filename: 'field.png', contentType: 'image/png' }],
      [{ name: call.files?.[0] ?? 'file', value: 'not a file' }],
      [{ name: '__proto__', value: '{"polluted":true}' }],
      [{ name: 'constructor[prototype][polluted]', value: 'yes' }],
      [{ name: 'isActive', value: 'false' }],
      [{ name: '', value: 'nameless' }],
      [{ name: 'a\u0000b', value: 'x' }],
      [{ name: 'benefits[0]', value: 'indexed' }],
      [{ name: 'second-file', value: png(), filename: 'b.png', contentType: 'image/png' }],
    ),
    [3, 1],
  );
  return fc
    .record({
      fields: fc.tuple(...fieldParts),
      files: fc.tuple(...fileParts),
      strays,
      order: fc.boolean(),
      damage: mix.hostile ? multipartDamage : fc.constant<MultipartDamage>('none'),
      cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ fields, files, strays: strayParts, order, damage, cutAt }) => {
      const text = fields.flat();
      const sent = files.filter((file): file is RawPart => file !== undefined);
      // Files first is legal multipart and a path the parser must handle as well.
      const parts = order ? [...text, ...sent, ...strayParts] : [...sent, ...strayParts, ...text];
      return { ...encodeMultipart(parts, damage, cutAt), damage };
    });
}

function pathOf(call: CallDef, callMix: Mix): fc.Arbitrary<string> {
  const mix = preferring(callMix, call.tag);
  const params = (call.params as JsonSchema | undefined)?.properties ?? {};
  const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => name);
  if (names.length === 0) return fc.constant(call.path);
  const values = names.map((name) =>
    either(mix, fieldText(params[name] ?? { type: 'string' }, mix).map(encodeLoose), rawUrlPieces, [8, 1]),
  );
  return fc.tuple(...values).map((texts) => {
    let i = 0;
    return call.path.replace(/:([A-Za-z_]+)/g, () => texts[i++]);
  });
}

/** The `filters` JSON of a list call: its allowed keys with operators, arrays and strays, or broken text. */
function filtersText(call: CallDef, mix: Mix): fc.Arbitrary<string> {
  return either(
    mix,
    objectWith(call.filters as JsonSchema | undefined, mix).map((filters) => JSON.stringify(filters)),
    fc.oneof(
      operatorObjects.map((filters) => JSON.stringify(filters)),
      fc.constantFrom('{', '[]', 'null', '"x"', '1', 'true', '{"isActive":', ' ', '\u0000', '{"__proto__":{"isActive":false}}'),
      hostileString,
    ),
    [2, 1],
  );
}

/** Bracketed and repeated list-query keys: a second `search` makes it an array where text belongs. */
const QUERY_KEYS_TWISTED = ['filters[isActive]', 'currentPage[]', 'limit[$gt]', 'search', 'currentPage', 'filters'];

/** The query string: the call's fields (text as a browser sends it), repeated or bracketed keys, strays. */
function queryOf(call: CallDef, mix: Mix): fc.Arbitrary<string> {
  const fields = propertiesOf(call.querystring as JsonSchema | undefined).map(({ name, schema }) =>
    fc
      .option(name === 'filters' ? filtersText(call, mix) : fieldText(schema, mix), { freq: 2, nil: undefined })
      .map((value) => (value === undefined ? [] : [[name, value] as [string, string]])),
  );
  const strays = either(
    mix,
    fc.constant([] as Array<[string, string]>),
    fc.array(
      fc.tuple(fc.constantFrom(...hostileKeys, ...QUERY_KEYS_TWISTED), hostileString),
      { minLength: 1, maxLength: 2 },
    ),
    [3, 1],
  );
  const raw = either(mix, fc.constant(''), rawUrlPieces.map((piece) => `&${piece}=${piece}`), [6, 1]);
  return fc.tuple(fc.tuple(...fields), strays, raw).map(([pairs, strayPairs, rawPiece]) => {
    const text = [...pairs.flat(), ...strayPairs].map(([name, value]) => `${encodeLoose(name)}=${encodeLoose(value)}`).join('&') + rawPiece;
    return text === '' ? '' : `?${text}`;
  });
}

/** Requests for one call of the contract, as `inject()` options: two in five clean, the rest hostile. */
export function requestsFor(call: CallDef, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { arbitrary: requestsOf(call, { ...known, hostile: false }), weight: 2 },
    { arbitrary: requestsOf(call, { ...known, hostile: true }), weight: 3 },
  );
}

interface SentBody {
  payload?: string | Buffer;
  contentType?: string;
  damage?: MultipartDamage;
}

function requestsOf(call: CallDef, mix: Mix): fc.Arbitrary<FuzzRequest> {
  const query = call.querystring ? queryOf(call, mix) : either(mix, fc.constant(''), queryOf(call, mix), [6, 1]);
  const body: fc.Arbitrary<SentBody> = call.files
    ? either<SentBody>(mix, multipartPayload(call, mix), jsonPayload(call.body as JsonSchema, mix), [12, 1])
    : call.body
      ? jsonPayload(call.body as JsonSchema, mix)
      : either<SentBody>(mix, fc.constant({}), jsonPayload(undefined, mix), [call.method === 'GET' ? 12 : 4, 1]);
  return fc.record({ path: pathOf(call, mix), query, body }).map(({ path, query: search, body: { payload, contentType, damage } }) => {
    const request: FuzzRequest = {
      call,
      method: call.method,
      url: `${path}${search}`,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      ...(payload === undefined ? {} : { payload }),
      ...(damage === undefined ? {} : { multipartDamage: damage }),
    };
    // fast-check prints a counterexample with this: the request as sent, not the call's whole contract entry.
    Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
    return request;
  });
}
