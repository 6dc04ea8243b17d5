import type { ErrorDetail } from '@shopdesk/api-client';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';

// The formats the contract uses, checked about as strictly as the API's validator checks them.
const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i,
  uri: /^[a-z][a-z0-9+.-]*:\/\/\S+$/i,
};
for (const [name, pattern] of Object.entries(FORMATS)) {
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, (value) => pattern.test(value));
}

/** 19.99 is a multiple of 0.01 for the API (it allows for floating-point division); so here too. */
function isMultiple(value: unknown, step: unknown): boolean {
  if (typeof value !== 'number' || typeof step !== 'number') return false;
  const quotient = value / step;
  return Math.abs(quotient - Math.round(quotient)) < 1e-6;
}

/**
 * What is wrong with `value` against `schema`, as the API's 400 details name it
 * (`benefits.0`, `(root)`); empty when it fits.
 */
export function contractErrors(schema: TSchema, value: unknown): ErrorDetail[] {
  return [...Value.Errors(schema, value)]
    .filter((error) => !(error.type === ValueErrorType.NumberMultipleOf && isMultiple(error.value, error.schema['multipleOf'])))
    .map((error) => ({ path: error.path.replace(/^\//, '').replace(/\//g, '.') || '(root)', message: error.message }))
    // One error per field, as the API answers: an id breaks both its pattern and its format.
    .filter((error, index, all) => all.findIndex((other) => other.path === error.path) === index);
}

/** Text from a URL or a multipart form, converted to the schema's types the way the API converts it. */
export function convertText<T>(schema: TSchema, value: unknown): T {
  return Value.Convert(schema, value) as T;
}
