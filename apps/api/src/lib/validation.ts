import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN, UUID_PATTERN } from '@shopdesk/contracts';
import type { TSchema } from '@sinclair/typebox';
import { badRequest, type ErrorDetail } from '../errors';

// Unknown fields are refused, never silently dropped (Fastify's default removes them).
// multipleOfPrecision: without it 19.99 is "not a multiple of 0.01" (floating-point division).
const base: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false, multipleOfPrecision: 6 };

/** JSON bodies keep their types: a string where a number belongs is an error, not a conversion. */
const strictAjv = addFormats(new Ajv({ ...base, coerceTypes: false }));
/** Query strings, path params and multipart fields arrive as text and are converted by schema. */
const coercingAjv = addFormats(new Ajv({ ...base, coerceTypes: 'array' }));

const NUL = '\u0000';
const NUL_MESSAGE = 'must not contain NUL characters';

/**
 * The Ajv error for the first text, value or key, holding a NUL character. PostgreSQL cannot
 * store NUL in text and fails the whole statement, so it is refused here, naming the field. The
 * walk keeps its own stack: a recursive one overflows on a value nested thousands deep.
 */
function nulError(root: unknown): ErrorObject | null {
  const error = (instancePath: string): ErrorObject => ({ keyword: 'nul', instancePath, schemaPath: '#', params: {}, message: NUL_MESSAGE });
  const pending: Array<[value: unknown, path: string, key: string]> = [[root, '', '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path, key] = next;
    if (key.includes(NUL)) return error(path);
    if (typeof value === 'string') {
      if (value.includes(NUL)) return error(path);
    } else if (typeof value === 'object' && value !== null) {
      // Reversed onto the stack, so fields are looked at in order and the first one holding NUL is named.
      for (const [itemKey, item] of Object.entries(value).reverse()) pending.push([item, `${path}/${itemKey}`, itemKey]);
    }
  }
  return null;
}

/** A validator that refuses NUL anywhere in the value before the schema is checked. */
function refusingNul(validate: ValidateFunction): ValidateFunction {
  const checked = ((value: unknown) => {
    const error = nulError(value);
    checked.errors = error ? [error] : null;
    if (error) return false;
    const valid = validate(value);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return checked;
}

function compile(schema: TSchema, coerce: boolean): ValidateFunction {
  return refusingNul((coerce ? coercingAjv : strictAjv).compile(schema));
}

/**
 * Every body, query string and path parameter of every route goes through here. Each is compiled
 * on its route's first request, not when the app starts: compiling every route's schemas at once
 * took half of the app's start (every API test file starts one). Every contract's schemas are
 * compiled by a test (test/http/schemas-compile.test.ts), so a broken one still fails the build.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  let compiled: ValidateFunction | undefined;
  const validate = ((value: unknown) => {
    compiled ??= compile(schema, httpPart !== 'body');
    const valid = compiled(value);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
};

/** A schema's validator compiled now, as a request would compile it (for the schemas test). */
export function compileValidator(schema: TSchema, httpPart: 'body' | 'querystring' | 'params' | 'headers'): ValidateFunction {
  return compile(schema, httpPart !== 'body');
}

function fieldPath(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') return [path, error.params.missingProperty].filter(Boolean).join('.');
  if (error.keyword === 'additionalProperties') return [path, error.params.additionalProperty].filter(Boolean).join('.');
  return path || '(root)';
}

function fieldMessage(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties') return 'is not an allowed field';
  if (error.keyword === 'const') return `must be ${JSON.stringify(error.params.allowedValue)}`;
  // Ids carry the uuid format and a stricter pattern; either refusal reads the same.
  if (error.keyword === 'pattern' && error.params.pattern === UUID_PATTERN) return 'must match format "uuid"';
  if (error.keyword === 'pattern' && error.params.pattern === SINGLE_LINE_PATTERN) return SINGLE_LINE_MESSAGE;
  return error.message ?? 'is invalid';
}

/**
 * TypeBox writes a union of literals as anyOf of consts, and Ajv then blames the first branch
 * ("must be equal to constant"); one error naming the allowed values replaces them.
 */
function mergeLiteralUnions(errors: readonly ErrorObject[]): ErrorObject[] {
  const merged: ErrorObject[] = [];
  for (const error of errors) {
    const branches = error.keyword === 'anyOf' ? merged.filter((e) => e.schemaPath.startsWith(`${error.schemaPath}/`)) : [];
    if (branches.length === 0 || branches.some((e) => e.keyword !== 'const')) {
      merged.push(error);
      continue;
    }
    const allowed = branches.map((e) => JSON.stringify(e.params.allowedValue)).join(', ');
    merged.splice(merged.indexOf(branches[0]), branches.length, { ...error, message: `must be one of ${allowed}` });
  }
  return merged;
}

export function toErrorDetails(errors: readonly ErrorObject[]): ErrorDetail[] {
  return mergeLiteralUnions(errors).map((e) => ({ path: fieldPath(e), message: fieldMessage(e) }));
}

export function describeErrors(where: string, details: ErrorDetail[]): string {
  const first = details[0];
  return first ? `Invalid ${where}: ${first.path} ${first.message}` : `Invalid ${where}`;
}

/** Validates (and converts, for text sources) a value outside Fastify's request pipeline. */
export function validateOrThrow<T>(schema: TSchema, value: unknown, where: string, coerce = false): T {
  const validate = compile(schema, coerce);
  if (!validate(value)) {
    const details = toErrorDetails(validate.errors ?? []);
    throw badRequest(describeErrors(where, details), details);
  }
  return value as T;
}
