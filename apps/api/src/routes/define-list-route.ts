import { parseSort, sortFields, type CallData, type CallDef, type CallFilters, type CallResponse, type ListSorts, type SortValue } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';
import { FirstPageCache } from '../lib/first-page-cache';
import { queryPage, reversedList, type KnownCount, type PageSql, type Seek } from '../lib/list-page';
import { pageOf, parseListQuery, type ParsedListQuery, type SortableListQuery } from '../lib/list-query';
import { orderByFor, type SortSql } from '../lib/list-sort';
import { listWhere, type ListConditions } from '../lib/list-where';
import { defineRoute } from './define-route';

/** One document of a list call's page. */
type ListDocument<C extends CallDef> = CallData<C> extends { documents: Array<infer D> } ? D : never;

/** The fields a list call can be sorted by. */
type SortField<C extends CallDef> = C['sorts'] extends ListSorts<infer F> ? F : never;

/** What a list route says about itself; the query, the paging, the order and the count are the helper's. */
export interface ListRoute<C extends CallDef, Row> extends Omit<PageSql, 'orderBy'>, ListConditions<NonNullable<CallFilters<C>>> {
  /** The ORDER BY of each field the call's sorts name (see `SortSql`). */
  sortBy: SortSql<SortField<C>>;
  toDocument: (row: Row) => ListDocument<C>;
  /**
   * How to read the number of matches without counting rows (a counts table; see `KnownCount`), or
   * undefined to count them.
   */
  knownCount?: (list: ParsedListQuery<NonNullable<CallFilters<C>>>) => KnownCount | undefined;
  /**
   * How a deep page sorted by a field finds its starting point (see `Seek`), for the fields that
   * can: each in its field's order as `sortBy` writes it, and serving it either way round. It
   * answers undefined where it cannot (a search), and the page then skips rows.
   */
  seekBy?: { readonly [F in SortField<C>]?: (db: Queryable, list: ParsedListQuery<NonNullable<CallFilters<C>>>) => Seek | undefined };
  /** Counts stop at SEARCH_COUNT_CAP even without a search (a list that grows without end). */
  capCount?: boolean;
  /**
   * A statement answering one text column, `version`, that changes whenever what the list's
   * unsearched first page shows may have (see `FirstPageCache`): such a page is then kept, and
   * answered again without being read while the version holds. For a list read far more often
   * than written to (the live queue's first page, refetched by every open screen on every order).
   */
  firstPageVersion?: string;
}

/** A route reads in order exactly the fields its call can be sorted by. */
function checkSorts(call: CallDef, sortBy: SortSql): void {
  const fields = call.sorts ? sortFields(call.sorts).sort() : [];
  const ordered = Object.keys(sortBy).sort();
  if (!call.sorts || fields.join() !== ordered.join()) {
    throw new Error(`${call.path}: the route orders by [${ordered.join(', ')}], the call sorts by [${fields.join(', ')}]`);
  }
}

/**
 * Registers a list call (search, currentPage, limit, filters → one page and the totals) from what
 * differs between lists: the rows' SQL, the filter columns, the searched expression and the order.
 *
 * @example
 * defineListRoute(app, api.employees.getAllEmployeesWithQuery, {
 *   select: EMPLOYEE_COLUMNS, from: 'employees', sortBy: { name: 'name, id', email: 'email, id' },
 *   filterColumns: { isActive: 'is_active' }, searchIn: "(name || ' ' || email)", toDocument: toEmployee,
 * });
 */
export function defineListRoute<C extends CallDef, Row>(app: FastifyInstance, call: C, route: ListRoute<C, Row>): void {
  checkSorts(call, route.sortBy);
  const readPage = async (list: ParsedListQuery<NonNullable<CallFilters<C>>>) => {
    const sort = parseSort(list.sort as SortValue<SortField<C>>);
    const known = route.knownCount?.(list);
    const ascending = { sql: { ...route, orderBy: orderByFor(route.sortBy, sort.field as SortValue<SortField<C>>) }, seek: route.seekBy?.[sort.field]?.(app.db, list) };
    const { sql, seek } = sort.descending ? reversedList(ascending.sql, ascending.seek) : ascending;
    const { rows, total } = await queryPage<Row>(app.db, sql, await listWhere(app.db, route, list), { ...list, capCount: route.capCount }, { known, seek });
    return { data: pageOf(rows.map(route.toDocument), total, list.limit) } as CallResponse<C>;
  };
  const firstPages = route.firstPageVersion && { kept: new FirstPageCache<CallResponse<C>>(), versionSql: prepared(route.firstPageVersion) };
  defineRoute(app, call, async ({ query }) => {
    const list = parseListQuery<NonNullable<CallFilters<C>>>(call, query as SortableListQuery);
    if (!firstPages || list.offset > 0 || list.search !== undefined) return readPage(list);
    // The version is read first: a page read after it is at least as new as what it says.
    const { rows } = await app.db.query<{ version: string }>(firstPages.versionSql);
    const version = rows[0].version;
    const key = JSON.stringify([Object.entries(list.filters as object).sort(), list.sort ?? null, list.limit]);
    const kept = firstPages.kept.get(key, version);
    app.metrics.firstPages.inc({ list: call.path, answer: kept ? 'kept' : 'read' });
    if (kept) return kept;
    const page = await readPage(list);
    firstPages.kept.set(key, version, page);
    return page;
  });
}
