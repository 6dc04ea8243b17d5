import { ErrorBody, textAnswerType, type CallDef } from '@shopdesk/contracts';
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

/**
 * The response schemas; a text success answer is filed under its media type, so the OpenAPI
 * document says `text/csv` (not JSON) for it and Fastify never serializes it as JSON.
 */
function responseSchemas(call: CallDef): Record<number, unknown> {
  // Every protected call may answer 401 (not signed in) and 403 (the level may not).
  const response = call.access === 'protected' ? { 401: ErrorBody, 403: ErrorBody, ...call.response } : call.response;
  const mediaType = textAnswerType(call);
  if (!mediaType) return response;
  const success = call.response[call.successStatus];
  return { ...response, [call.successStatus]: { description: success.description, content: { [mediaType]: { schema: success } } } };
}

/** The validation and OpenAPI schemas of a call's route, straight from its contract entry. */
export function routeSchema(call: CallDef): Pick<RouteOptions, 'schema' | 'config'> {
  const multipart = Boolean(call.files);
  return {
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.access === 'protected' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(call.access === 'storefront' ? { security: [{ storefrontKey: [] }] } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.headers ? { headers: call.headers } : {}),
      querystring: call.querystring ?? NO_QUERY,
      ...(call.body && !multipart ? { body: call.body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: responseSchemas(call),
    },
    ...(multipart
      ? { config: { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: multipartBodyDoc(call) }, url }) } }
      : {}),
  };
}
