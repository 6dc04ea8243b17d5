import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { badRequest, type ErrorDetail } from '../errors';

// Unknown fields are refused, never silently dropped (Fastify's default removes them).
// multipleOfPrecision: without it 19.99 is "not a multiple of 0.01" (floating-point division).
const base: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false, multipleOfPrecision: 6 };

/** JSON bodies keep their types: a string where a number belongs is an error, not a conversion. */
const strictAjv = addFormats(new Ajv({ ...base, coerceTypes: false }));
/** Query strings, path params and multipart fields arrive as text and are converted by schema. */
const coercingAjv = addFormats(new Ajv({ ...base, coerceTypes: 'array' }));

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema);

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
  const validate = (coerce ? coercingAjv : strictAjv).compile(schema);
  if (!validate(value)) {
    const details = toErrorDetails(validate.errors ?? []);
    throw badRequest(describeErrors(where, details), details);
  }
  return value as T;
}
