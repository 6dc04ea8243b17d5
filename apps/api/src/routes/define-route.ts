import {
  textAnswerType, textContentType, type CallBody, type Permission, type CallDef, type CallFileName, type CallParams, type CallQuery, type CallResponse,
} from '@shopdesk/contracts';
import type { TObject } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, signedInEmployee } from '../http/authenticate';
import { auditForbidden, auditRecordTypeOf, Forbidden, requirePermission } from '../http/authorize';
import { requireEnrolledOrEnrolling } from '../http/enrolment-gate';
import { requireFreshProof } from '../http/reauth';
import type { LargeBody } from '../http/body-limits';
import { errorHandler } from '../http/error-handler';
import { requestBody } from '../http/request-body';
import { routeSchema } from '../http/route-schema';
import { requestActor, type Actor } from '../lib/audit';
import type { RequestEmployee } from '../types';
import type { UploadedImage } from '../uploads/upload-form';
import { authenticateStorefront, storefrontKeyOf, type StorefrontKey } from '../http/authenticate-storefront';

/** What only a protected call has (public calls see null). */
type WhenProtected<C extends CallDef, T> = C['access'] extends 'protected' ? T : null;
/** What only a storefront call has (other calls see null). */
type WhenStorefront<C extends CallDef, T> = C['access'] extends 'storefront' ? T : null;

export interface CallRequest<C extends CallDef> {
  params: CallParams<C>;
  query: CallQuery<C>;
  /** The validated body: JSON, or a multipart form's text fields; undefined only when the call takes none. */
  body: CallBody<C>;
  /** A multipart call's files by field name, checked by their bytes; null for a file not sent. */
  files: Record<CallFileName<C>, UploadedImage | null>;
  /** The signed-in employee. */
  employee: WhenProtected<C, RequestEmployee>;
  /** The signed-in employee and the client address: who makes a change, as the audit log records it. */
  actor: WhenProtected<C, Actor>;
  /** The storefront key the call was made with. */
  storefrontKey: WhenStorefront<C, StorefrontKey>;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDef> = (request: CallRequest<C>) => Promise<CallResponse<C>>;

/**
 * The path params that are UUIDs. They are lower-cased once here, so an id from the path compares
 * equal to the same id read from the database (Postgres prints UUIDs lower-case).
 */
function uuidParamNames(call: CallDef): string[] {
  const properties = (call.params as TObject | undefined)?.properties ?? {};
  return Object.entries(properties).filter(([, schema]) => schema.format === 'uuid').map(([name]) => name);
}

function lowerCaseIds(params: unknown, names: string[]): unknown {
  if (names.length === 0) return params;
  const copy = { ...(params as Record<string, unknown>) };
  for (const name of names) if (typeof copy[name] === 'string') copy[name] = (copy[name] as string).toLowerCase();
  return copy;
}

/** Runs `work`; a 403 it throws is written to the audit log before it is answered. */
async function refusingForbidden<T>(work: () => T | Promise<T>, app: FastifyInstance, req: FastifyRequest, call: CallDef, employee: RequestEmployee): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Forbidden) await auditForbidden(app, req, call, employee, error);
    throw error;
  }
}

/**
 * Registers a route straight from its contract entry: method, path, schemas, OpenAPI data. A
 * protected call authenticates its bearer token before anything else is read (401 otherwise),
 * then checks the permission its contract names (403 otherwise, audited) and, for a call whose
 * contract says `reauth`, a fresh proof of identity (403 REAUTH_REQUIRED), and answers
 * `Cache-Control: no-store`; a storefront call does the same with its storefront key
 * (and counts against the key's rate limit); a multipart call's form is read and validated here, so
 * its handler gets a typed body and files. `largeBody` lets one JSON call read more than the usual
 * limit, with its own 413 (see LargeBody). A call whose contract answers text (a string with a
 * `contentMediaType`, e.g. a CSV file) is sent as that media type, its handler's string as is.
 *
 * @example defineRoute(app, api.orders.getSingleOrder, async ({ params }) => ({ data: await findOrder(app.db, params.id) }));
 */
export function defineRoute<C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>, largeBody?: LargeBody): void {
  const uuidParams = uuidParamNames(call);
  const isProtected = call.access === 'protected';
  const needsFreshProof = call.access === 'protected' && call.reauth === true;
  if (isProtected) auditRecordTypeOf(call);
  const isStorefront = call.access === 'storefront';
  const textType = textAnswerType(call);
  app.route({
    method: call.method,
    url: call.path,
    ...routeSchema(call),
    ...(largeBody
      ? {
          bodyLimit: largeBody.limitBytes,
          preValidation: async (req: FastifyRequest) => largeBody.check(req.body),
          errorHandler: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) =>
            errorHandler(error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? (largeBody.tooLarge() as FastifyError) : error, req, reply),
        }
      : {}),
    ...(isProtected || isStorefront
      ? {
          onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
            if (isStorefront) {
              const leave = await app.storefrontGate.enter();
              // However it ends (answered, refused, the client gone), the place is given back once.
              reply.raw.once('close', leave);
              return authenticateStorefront(app, req);
            }
            const employee = await authenticate(app, req);
            req.employee = employee;
            // Before the body is read or validated: a call the level may not make answers 403 whatever it sends.
            await requireEnrolledOrEnrolling(app, employee, call);
            await refusingForbidden(() => requirePermission(employee, call.permission as Permission), app, req, call, employee);
            if (needsFreshProof) await requireFreshProof(app, employee);
          },
          // Protected (and storefront) answers carry customers' personal data: no browser or proxy may keep a copy.
          // onSend runs for error answers too, the 401 of a refused token included.
          onSend: async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            reply.header('cache-control', 'no-store');
            return payload;
          },
        }
      : {}),
    handler: async (req, reply) => {
      const employee = isProtected ? signedInEmployee(req) : null;
      const { body, files } = await requestBody(call, req);
      const run = () => handler({
        params: lowerCaseIds(req.params, uuidParams) as CallParams<C>,
        query: req.query as CallQuery<C>,
        body: body as CallBody<C>,
        files: files as CallRequest<C>['files'],
        employee: employee as CallRequest<C>['employee'],
        actor: (employee && requestActor(req, employee.id)) as CallRequest<C>['actor'],
        storefrontKey: (isStorefront ? storefrontKeyOf(req) : null) as CallRequest<C>['storefrontKey'],
        raw: req,
        reply,
      });
      // A rule that depends on the row (a stock credential, an invite as owner) refuses from the handler.
      const result = employee ? await refusingForbidden(run, app, req, call, employee) : await run();
      reply.code(call.successStatus);
      if (textType) reply.type(textContentType(textType));
      return result;
    },
  });
}
