import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { allCalls, type CallDef } from '@shopdesk/contracts';
import type { TSchema } from '@sinclair/typebox';
import { routeSchema } from '../../src/http/route-schema';
import { compileValidator } from '../../src/lib/validation';

/**
 * A route compiles its schemas on its first request (lib/validation.ts, lib/serialization.ts): here
 * every contract's are compiled at once, as Fastify would, so a schema that cannot compile fails
 * the build, not an employee's first click.
 */
const serializerOf = SerializerSelector()(undefined, undefined);

function compileAll(call: CallDef): void {
  const { schema } = routeSchema(call);
  const parts = schema as Record<string, TSchema | undefined>;
  for (const httpPart of ['body', 'querystring', 'params', 'headers'] as const) {
    const partSchema = parts[httpPart];
    if (partSchema) compileValidator(partSchema, httpPart);
  }
  for (const [status, answer] of Object.entries((schema as { response: Record<string, { content?: Record<string, { schema: unknown }> }> }).response)) {
    const schemas = answer.content ? Object.values(answer.content).map((c) => c.schema) : [answer];
    for (const one of schemas) serializerOf({ schema: one, method: call.method, url: call.path, httpStatus: status });
  }
}

it.each(allCalls.map((call) => [`${call.method} ${call.path}`, call] as const))('%s compiles its request and response schemas', (_name, call) => {
  expect(() => compileAll(call)).not.toThrow();
});

it('fails on a schema that cannot compile', () => {
  const broken = { ...allCalls[0], querystring: { type: 'object', properties: { q: { type: 'string', pattern: '(' } } } } as unknown as CallDef;
  expect(() => compileAll(broken)).toThrow();
});
