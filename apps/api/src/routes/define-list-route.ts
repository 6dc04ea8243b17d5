import type { CallData, CallDef, CallFilters, CallResponse, ListQuery } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { queryPage, type PageSql } from '../lib/list-page';
import { pageOf, parseListQuery } from '../lib/list-query';
import { listWhere, type ListConditions } from '../lib/list-where';
import { defineRoute } from './define-route';

/** One document of a list call's page. */
type ListDocument<C extends CallDef> = CallData<C> extends { documents: Array<infer D> } ? D : never;

/** What a list route says about itself; the query, the paging and the count are the helper's. */
export interface ListRoute<C extends CallDef, Row> extends PageSql, ListConditions<NonNullable<CallFilters<C>>> {
  toDocument: (row: Row) => ListDocument<C>;
}

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
  defineRoute(app, call, async ({ query }) => {
    const list = parseListQuery<NonNullable<CallFilters<C>>>(call, query as ListQuery);
    const { rows, totalItems } = await queryPage<Row>(app.db, route, listWhere(route, list), list);
    return { data: pageOf(rows.map(route.toDocument), totalItems, list.limit) } as CallResponse<C>;
  });
}
