import { BULK_MAX_ROWS, type BulkFailure, type BulkMatching, type BulkResult, type CallDef, type CallResponse, type ListSorts, type SortValue } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { badRequest, HttpError, invalidField } from '../errors';
import { parseListQuery } from '../lib/list-query';
import { orderByFor, type SortSql } from '../lib/list-sort';
import { listWhere, type ListConditions } from '../lib/list-where';
import { defineRoute, type CallRequest } from './define-route';

/** A bulk call: its body names the rows (`ids` or `matching`) and it answers a BulkResult. */
type BulkCall = CallDef & { readonly access: 'protected'; readonly method: 'POST' };
type BulkBody = { ids?: string[]; matching?: BulkMatching };

/** Where a bulk action finds the rows a list's search and filters match: the list route's own conditions. */
export interface BulkRows extends ListConditions<object> {
  /** The list call whose search and filters `matching` carries (its filters schema checks them). */
  listCall: CallDef & { readonly sorts: ListSorts };
  from: string;
  /** The rows' id column in `from` (`c.id` where the list joins). */
  idColumn: string;
  sortBy: SortSql;
}

export interface BulkRoute<C extends BulkCall> {
  rows: BulkRows;
  /**
   * Does the action to one row in a transaction of its own, as the single call would (audited
   * there). An HttpError leaves that row as it was and becomes its failure; the others go on.
   */
  each: (id: string, request: CallRequest<C>) => Promise<void>;
  /** Runs once after the last row, with the rows done (one live event for all of them, say). */
  afterAll?: (done: readonly string[], request: CallRequest<C>) => Promise<void>;
}

/**
 * The rows the list's search and filters match, in the list's own order: at most BULK_MAX_ROWS,
 * more is a 400 (the employee narrows the list or picks rows) rather than a partial action.
 */
async function matchingIds(db: Queryable, rows: BulkRows, matching: BulkMatching): Promise<string[]> {
  const list = parseListQuery<object>(rows.listCall, { search: matching.search, filters: matching.filters });
  const where = await listWhere(db, rows, list);
  const orderBy = orderByFor(rows.sortBy, rows.listCall.sorts.default as SortValue<string>);
  const limit = where.param(BULK_MAX_ROWS + 1);
  const found = await db.query<{ id: string }>(`SELECT ${rows.idColumn} AS id FROM ${rows.from} ${where} ORDER BY ${orderBy} LIMIT ${limit}`, where.params);
  if (found.rows.length > BULK_MAX_ROWS) {
    throw invalidField('matching', `More than ${BULK_MAX_ROWS} rows match: narrow the search or filters, or choose the rows one page at a time`);
  }
  return found.rows.map((row) => row.id);
}

function targetOf(body: BulkBody): { ids: string[] } | { matching: BulkMatching } {
  if (body.ids && body.matching) throw badRequest('Give either ids or matching, not both');
  if (body.ids) return { ids: body.ids.map((id) => id.toLowerCase()) };
  if (body.matching) return { matching: body.matching };
  throw invalidField('ids', 'ids or matching is required');
}

/**
 * Registers a bulk action: the rows by id (up to BULK_MAX_ROWS, each once) or as the list's search
 * and filters match them when the call runs; each row then succeeds or fails on its own, in its own
 * transaction, and the answer says which (`done`, `failed` with each row's message). A row's
 * unexpected error is logged and reported as that row's failure; a 401 (the employee's session
 * ended meanwhile) stops the action there.
 *
 * @example defineBulkRoute(app, api.services.bulkArchiveServices, { rows: { ...serviceList(stockLow), listCall, idColumn: 'id' },
 *   each: (id, { body, actor }) => archiveOne(id, body.isActive, actor) });
 */
export function defineBulkRoute<C extends BulkCall>(app: FastifyInstance, call: C, route: BulkRoute<C>): void {
  defineRoute(app, call, async (request) => {
    const target = targetOf(request.body as BulkBody);
    const ids = 'ids' in target ? target.ids : await matchingIds(app.db, route.rows, target.matching);
    const done: string[] = [];
    const failed: BulkFailure[] = [];
    try {
      for (const id of ids) {
        try {
          await route.each(id, request);
          done.push(id);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 401) throw error;
          if (!(error instanceof HttpError)) request.raw.log.error({ err: error, id }, `${call.path}: one row failed`);
          failed.push({ id, message: error instanceof HttpError ? error.message : 'Something went wrong: see the server log' });
        }
      }
    } finally {
      if (done.length > 0) await route.afterAll?.(done, request);
    }
    const result: BulkResult = { done, failed };
    return { data: result } as CallResponse<C>;
  });
}
