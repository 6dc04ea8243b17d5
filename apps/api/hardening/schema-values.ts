import fc from 'fast-check';

/** The parts of a JSON schema (as TypeBox writes it) that the contract's request schemas use. */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** What exists in the database, so generated values also name real records and reach deeper code. */
export interface KnownIds {
  ids: readonly string[];
  /** The same ids by resource, named as the contract's tags name them (`services`, `orders`, …). */
  idsByResource: Readonly<Record<string, readonly string[]>>;
  /** Live invite and reset tokens (they only ever travel in e-mails). */
  tokens: readonly string[];
  /** E-mail addresses of real accounts and invites. */
  emails: readonly string[];
  /** Other text that opens doors: the accounts' password. */
  texts: readonly string[];
}

/**
 * The known ids with one resource's own ids made likelier: an id in a service's path or in a
 * field named `service` then mostly names a service, and the request gets past "not found".
 */
export function preferring<K extends KnownIds>(known: K, resource: string): K {
  const own = known.idsByResource[resource] ?? [];
  return own.length ? { ...known, ids: [...own, ...own, ...own, ...known.ids] } : known;
}

/** A known value now and then, else a generated one. */
function sometimesKnown<T>(values: readonly T[], generated: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return values.length ? fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 1 }, { arbitrary: generated, weight: 2 }) : generated;
}

const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('');

function validString(schema: JsonSchema, known: KnownIds): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  switch (schema.format) {
    case 'uuid':
      // Mostly real ids: a random one only ever reaches "not found".
      return known.ids.length ? fc.oneof({ arbitrary: fc.constantFrom(...known.ids), weight: 3 }, { arbitrary: fc.uuid(), weight: 1 }) : fc.uuid();
    case 'email':
      return sometimesKnown(known.emails, fc.oneof(fc.emailAddress(), fc.nat(10_000).map((n) => `fuzz-${n}@shopdesk.test`)));
    case 'uri':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.pattern) {
    return sometimesKnown(known.tokens, fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: Math.max(minLength, 20), maxLength: 60 }));
  }
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const generated = fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
  return sometimesKnown(known.texts.filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity)), generated);
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  if (integer) return fc.integer({ min, max });
  if (schema.multipleOf === 0.01) return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
  return fc.double({ min, max, noNaN: true });
}

/** A value the schema accepts (or close to it: formats and patterns are approximated). */
export function validValue(schema: JsonSchema, known: KnownIds): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => validValue(branch, known)));
  switch (schema.type) {
    case 'string':
      return validString(schema, known);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property, known)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** The properties of an object schema, with whether each is required. */
export function propertiesOf(schema: JsonSchema | undefined): Array<{ name: string; schema: JsonSchema; required: boolean }> {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}
