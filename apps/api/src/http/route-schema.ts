import type { CallDef } from '@shopdesk/contracts';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';

/** A call without a query schema takes no query fields: unknown ones are refused, never ignored. */
const NO_QUERY = Type.Object({}, { additionalProperties: false });

/**
 * The OpenAPI request body of a multipart call: its text fields plus each file field as binary.
 * Only the document gets it; the route layer validates the fields after reading the form.
 */
function multipartBodyDoc(call: CallDef): TSchema {
  const fields = (call.body as TObject | undefined)?.properties ?? {};
  const files = Object.fromEntries((call.files ?? []).map((name) => [name, Type.Optional(Type.String({ format: 'binary' }))]));
  return Type.Object({ ...fields, ...files });
}

/** The validation and OpenAPI schemas of a call's route, straight from its contract entry. */
export function routeSchema(call: CallDef): Pick<RouteOptions, 'schema' | 'config'> {
  const multipart = Boolean(call.files);
  return {
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.access === 'protected' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(call.params ? { params: call.params } : {}),
      querystring: call.querystring ?? NO_QUERY,
      ...(call.body && !multipart ? { body: call.body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: call.response,
    },
    ...(multipart
      ? { config: { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: multipartBodyDoc(call) }, url }) } }
      : {}),
  };
}
