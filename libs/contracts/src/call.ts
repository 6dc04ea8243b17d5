import type { Static, TSchema } from '@sinclair/typebox';
import type { Permission } from './levels';
import type { ListSorts, SortValue } from './list-sort';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone (`public`), a signed-in employee with the bearer token
 * (`protected`), or the shop's storefront with its storefront key in the `X-Storefront-Key`
 * header (`storefront`; an employee's token does not open it).
 */
export type CallAccess = 'public' | 'protected' | 'storefront';

interface CallFields {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  /** Request headers the call reads besides its credentials (other headers are ignored, as HTTP expects). */
  readonly headers?: TSchema;
  /** JSON body schema; for multipart calls, the schema of the text fields after parsing. */
  readonly body?: TSchema;
  /** Multipart calls: the names of the file fields (each optional, one file each). */
  readonly files?: readonly string[];
  /** Schema of the list `filters` JSON for list calls (only these keys are accepted). */
  readonly filters?: TSchema;
  /** A list call's sorts; its querystring is then `sortableListQuery(sorts)` (checked in contracts.spec). */
  readonly sorts?: ListSorts;
  readonly response: { readonly [status: number]: TSchema };
  /** The success status the call answers with. */
  readonly successStatus: 200 | 201;
}

/**
 * One API call, defined once. The API registers a route from it (path, method, schemas);
 * the web client builds its request from it. Paths use Fastify's `:param` syntax. A protected call
 * names the permission it needs (the API answers 403 without it; the screens hide what needs it):
 * a protected call without one does not compile.
 */
export type CallDef =
  | (CallFields & { readonly access: 'public' | 'storefront'; readonly permission?: never })
  | (CallFields & {
      readonly access: 'protected';
      readonly permission: Permission;
      /**
       * The call needs a fresh proof of identity besides the session (REAUTH_WINDOW_MINUTES): without
       * one the API answers 403 with `code: REAUTH_REQUIRED` before it reads the body, and the web
       * side asks for the proof and sends the call again.
       */
      readonly reauth?: true;
      /** The call works for a session that must set up a second factor first (the rest answer 403 `ENROLMENT_REQUIRED`). */
      readonly whileEnrolling?: true;
    });

/** A call made by a signed-in employee. */
export type ProtectedCallDef = Extract<CallDef, { access: 'protected' }>;

export const defineCall = <const C extends CallDef>(call: C): C => call;

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type CallParams<C extends CallDef> = StaticOr<C['params'], undefined>;
export type CallQuery<C extends CallDef> = StaticOr<C['querystring'], undefined>;
export type CallBody<C extends CallDef> = StaticOr<C['body'], undefined>;
export type CallFilters<C extends CallDef> = StaticOr<C['filters'], undefined>;
/** The values a list call's `sort` takes (`never` for a call without sorts). */
export type CallSort<C extends CallDef> = C['sorts'] extends ListSorts<infer F> ? SortValue<F> : never;
/** The file fields of a multipart call, by name (`never` for a JSON call). */
export type CallFileName<C extends CallDef> = C['files'] extends readonly (infer Name extends string)[] ? Name : never;
export type CallResponse<C extends CallDef> = C['response'][C['successStatus']] extends TSchema
  ? Static<C['response'][C['successStatus']]>
  : never;
/** The `data` of a success answer. */
export type CallData<C extends CallDef> = CallResponse<C> extends { data: infer D } ? D : never;

/** Replaces `:name` segments of a call's path with URL-encoded values. */
export function buildPath(path: string, params?: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Whether `value` is a call; in the browser too, where calls come without their schemas (tools/rspack). */
export function isCallDef(value: unknown): value is CallDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'successStatus' in value;
}

/**
 * The media type of a call that answers text rather than JSON (a CSV file, say): its contract
 * describes the success answer as a string with a `contentMediaType`. Undefined for JSON answers.
 *
 * @example textAnswerType(api.serviceCredentials.exportServiceCredentials) // 'text/csv'
 */
export function textAnswerType(call: CallDef): string | undefined {
  const success = call.response[call.successStatus] as TSchema;
  return success.type === 'string' && typeof success.contentMediaType === 'string' ? success.contentMediaType : undefined;
}

/** The Content-Type header of a text answer: text answers are UTF-8. */
export const textContentType = (mediaType: string) => `${mediaType}; charset=utf-8`;
