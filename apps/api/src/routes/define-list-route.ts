import type { CallData, CallDef, CallFilters, CallResponse } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { queryPage, reversedList, type MatchCount, type PageSql, type Seek } from '../lib/list-page';
import { pageOf, parseListQuery, type ParsedListQuery, type SortableListQuery } from '../lib/list-query';
import { listWhere, type ListConditions } from '../lib/list-where';
import { defineRoute } from './define-route';

/** One document of a list call's page. */
type ListDocument<C extends CallDef> = CallData<C> extends { documents: Array<infer D> } ? D : never;

/** What a list route says about itself; the query, the paging and the count are the helper's. */
export interface ListRoute<C extends CallDef, Row> extends PageSql, ListConditions<NonNullable<CallFilters<C>>> {
  toDocument: (row: Row) => ListDocument<C>;
  /**
   * The number of matches when the route can tell it without counting rows (a counts table), or
   * undefined to count them.
   */
  knownCount?: (db: Queryable, list: ParsedListQuery<NonNullable<CallFilters<C>>>) => Promise<MatchCount | undefined>;
  /** How a deep page of this list finds its starting point (see `Seek`), or undefined to skip rows. */
  seek?: (db: Queryable, list: ParsedListQuery<NonNullable<CallFilters<C>>>) => Seek | undefined;
  /**
   * The call takes `sort`: `newest` (the default) is `orderBy`, `oldest` is `orderBy` reversed.
   * It must agree with the call's query schema, which refuses `sort` on every other list.
   */
  sortable?: boolean;
  /** Counts stop at SEARCH_COUNT_CAP even without a search (a list that grows without end). */
  capCount?: boolean;
}

/** Whether a call's query schema has a `sort` parameter. */
const takesSort = (call: CallDef) => Boolean((call.querystring as { properties?: Record<string, unknown> } | undefined)?.properties?.sort);

/**
 * Registers a list call (search, currentPage, limit, filters → one page and the totals) from what
 * differs between lists: the rows' SQL, the filter columns, the searched expression and the order.
 *
 * @example
 * defineListRoute(app, api.employees.getAllEmployeesWithQuery, {
 *   select: EMPLOYEE_COLUMNS, from: 'employees', orderBy: 'name, id',
 *   filterColumns: { isActive: 'is_active' }, searchIn: "(name || ' ' || email)", toDocument: toEmployee,
 * });
 */
export function defineListRoute<C extends CallDef, Row>(app: FastifyInstance, call: C, route: ListRoute<C, Row>): void {
  if (Boolean(route.sortable) !== takesSort(call)) {
    throw new Error(`${call.path}: the route's sortable (${Boolean(route.sortable)}) must match whether the call's query takes sort`);
  }
  defineRoute(app, call, async ({ query }) => {
    const list = parseListQuery<NonNullable<CallFilters<C>>>(call, query as SortableListQuery);
    const known = await route.knownCount?.(app.db, list);
    const ownOrder = { sql: route as PageSql, seek: route.seek?.(app.db, list) };
    const { sql, seek } = route.sortable && list.sort === 'oldest' ? reversedList(ownOrder.sql, ownOrder.seek) : ownOrder;
    const { rows, total } = await queryPage<Row>(app.db, sql, listWhere(route, list), { ...list, capCount: route.capCount }, { known, seek });
    return { data: pageOf(rows.map(route.toDocument), total, list.limit) } as CallResponse<C>;
  });
}
