import * as Type from '@sinclair/typebox';
import type { Static, TProperties } from '@sinclair/typebox';
import { defineCall } from './call';
import { ErrorBody, Id, Ok, PROTECTED_BASE } from './common';
import { SEARCH_MAX_LENGTH } from './limits';

/** The most rows one bulk action takes, by ids or by the list's search and filters. */
export const BULK_MAX_ROWS = 500;

/**
 * The rows of a list that a bulk action takes when the employee chose "all N matching": the list
 * query's own search and filters (the `filters` JSON text as the list call takes it), read again
 * by the server when the action runs.
 */
export const BulkMatching = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
    filters: Type.Optional(Type.String({ maxLength: 1000, description: "JSON object: the list call's filters" })),
  },
  { additionalProperties: false },
);
export type BulkMatching = Static<typeof BulkMatching>;

/**
 * A bulk action's body: the rows, as `ids` (1 to BULK_MAX_ROWS, each once) or as `matching` (the
 * list's search and filters; refused when more than BULK_MAX_ROWS rows match), exactly one of the
 * two, and what the action needs besides (`extra`).
 */
export const bulkBody = <P extends TProperties>(extra: P) =>
  Type.Object(
    {
      ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: BULK_MAX_ROWS, uniqueItems: true })),
      matching: Type.Optional(BulkMatching),
      ...extra,
    },
    { additionalProperties: false },
  );

/** A row the action left as it was, and why (the message its own call would have answered). */
export const BulkFailure = Type.Object({ id: Id, message: Type.String() });
export type BulkFailure = Static<typeof BulkFailure>;

/**
 * What a bulk action did: each row succeeded or failed on its own, in its own transaction; `done`
 * and `failed` together hold every row it took, in the order it took them.
 */
export const BulkResult = Type.Object({ done: Type.Array(Id), failed: Type.Array(BulkFailure) });
export type BulkResult = Static<typeof BulkResult>;

/** The rows of a bulk call, as code names them: exactly one of the body's two ways. */
export type BulkTarget = { ids: string[] } | { matching: BulkMatching };

/**
 * The bulk archive call of a catalogue list: `isActive` false archives the rows, true restores them.
 *
 * @example export const bulkArchiveServices = bulkArchiveCall('services', 'services/bulkArchiveServices', 'services');
 */
export const bulkArchiveCall = <const Tag extends string>(tag: Tag, path: string, rows: string) =>
  defineCall({
    access: 'protected',
    tag,
    permission: 'catalogue.write',
    method: 'POST',
    path: `${PROTECTED_BASE}${path}`,
    summary: `Archive or restore up to ${BULK_MAX_ROWS} ${rows} (by ids, or those the list's search and filters match), each as its own call would`,
    body: bulkBody({ isActive: Type.Boolean() }),
    successStatus: 200,
    response: { 200: Ok(BulkResult), 400: ErrorBody },
  });
