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
  return error.message ?? 'is invalid';
}

export function toErrorDetails(errors: readonly ErrorObject[]): ErrorDetail[] {
  return errors.map((e) => ({ path: fieldPath(e), message: fieldMessage(e) }));
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
