import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { CallDef } from './call';
import { Id, SingleLineText, Timestamp } from './common';
import { SEARCH_MAX_LENGTH } from './limits';
import { sortValues, type ListSorts } from './list-sort';
import type { Permission } from './levels';
import { getAuditLogWithQuery } from './calls/audit-log';
import { getAllEmployeesWithQuery, getEmployeeInvites } from './calls/employees';
import { getAllOrdersByStatus } from './calls/orders';
import { getServiceCredentialWithQuery } from './calls/service-credentials';
import { getServiceSetupGuideWithQuery } from './calls/service-setup-guides';
import { getServiceWithQuery } from './calls/services';
import { getWatchList } from './calls/watch-list';

export const SAVED_VIEW_LIMITS = { nameMaxLength: 40, perList: 20, valueMaxLength: SEARCH_MAX_LENGTH } as const;

/** A list a view can be saved on: its call, and the URL keys of the screen's own filters. */
interface ViewList {
  readonly call: CallDef & { readonly permission: Permission; readonly sorts: ListSorts };
  /** URL keys of filters the screen adds beyond search, sort and Active/Archived ('lowStock'). */
  readonly filterKeys: readonly string[];
}

const AUDIT_FILTER_KEYS = ['employee', 'action', 'entity', 'entityId', 'from', 'to'] as const;

/**
 * Every list screen that keeps saved views, by the key its views are stored under. A screen that
 * shows one list call for several routes (orders by status, services by type) keeps its views per
 * route: a view is the query of that screen's URL.
 */
export const SAVED_VIEW_LISTS = {
  'orders.pending': { call: getAllOrdersByStatus, filterKeys: [] },
  'orders.completed': { call: getAllOrdersByStatus, filterKeys: [] },
  'orders.cancelled': { call: getAllOrdersByStatus, filterKeys: [] },
  'orders.all': { call: getAllOrdersByStatus, filterKeys: [] },
  'services.vpn': { call: getServiceWithQuery, filterKeys: ['lowStock'] },
  'services.dollar-card': { call: getServiceWithQuery, filterKeys: ['lowStock'] },
  credentials: { call: getServiceCredentialWithQuery, filterKeys: [] },
  setupGuides: { call: getServiceSetupGuideWithQuery, filterKeys: [] },
  employees: { call: getAllEmployeesWithQuery, filterKeys: [] },
  invites: { call: getEmployeeInvites, filterKeys: [] },
  watchList: { call: getWatchList, filterKeys: [] },
  auditLog: { call: getAuditLogWithQuery, filterKeys: AUDIT_FILTER_KEYS },
} as const satisfies Record<string, ViewList>;

export type SavedViewList = keyof typeof SAVED_VIEW_LISTS;
export const SavedViewList = Type.Union((Object.keys(SAVED_VIEW_LISTS) as SavedViewList[]).map((list) => Type.Literal(list)));

/**
 * What a view keeps: the list screen's URL query without its page (`search`, `sort`, `isActive`
 * and the screen's own filter keys), values as the URL has them. The default order and the
 * Active filter are left out, as the URL leaves them out.
 */
export const SavedViewQuery = Type.Record(Type.String({ pattern: '^[A-Za-z]{1,30}$' }), SingleLineText({ maxLength: SAVED_VIEW_LIMITS.valueMaxLength }), {
  maxProperties: 10,
});
export type SavedViewQuery = Static<typeof SavedViewQuery>;

export const SavedView = Type.Object({
  _id: Id,
  list: SavedViewList,
  name: Type.String(),
  query: SavedViewQuery,
  /** Shown to every employee who can open the list (managers and owners share). */
  shared: Type.Boolean(),
  /** The employee asking saved it: only they rename, reorder, share or delete it. */
  mine: Type.Boolean(),
  owner: Type.Object({ _id: Id, name: Type.String() }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SavedView = Static<typeof SavedView>;

const ViewName = SingleLineText({ minLength: 1, maxLength: SAVED_VIEW_LIMITS.nameMaxLength, allOf: [{ pattern: '\\S' }] });

export const SavedViewFields = Type.Object(
  { list: SavedViewList, name: ViewName, query: SavedViewQuery, shared: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type SavedViewFields = Static<typeof SavedViewFields>;

export const SavedViewChanges = Type.Object(
  { name: Type.Optional(ViewName), query: Type.Optional(SavedViewQuery), shared: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type SavedViewChanges = Static<typeof SavedViewChanges>;

/** The URL keys a view of `list` keeps. */
export function savedViewKeys(list: SavedViewList): string[] {
  const { call, filterKeys } = SAVED_VIEW_LISTS[list];
  const filters = (call as { filters?: { properties?: Record<string, unknown> } }).filters?.properties ?? {};
  return ['search', 'sort', ...('isActive' in filters ? ['isActive'] : []), ...filterKeys];
}

/**
 * Why `query` cannot be a view of `list` (the key, under `query`, and what is wrong), or undefined
 * when it can: only the list's keys, its sorts, 'true' or 'false' for isActive.
 *
 * @example savedViewQueryProblem('orders.pending', { sort: 'colour' }) // { field: 'query.sort', message: '...' }
 */
export function savedViewQueryProblem(list: SavedViewList, query: SavedViewQuery): { field: string; message: string } | undefined {
  const keys = savedViewKeys(list);
  const sorts = sortValues<string>(SAVED_VIEW_LISTS[list].call.sorts) as string[];
  for (const [key, value] of Object.entries(query)) {
    const field = `query.${key}`;
    if (!keys.includes(key)) return { field, message: `A view of this list keeps only ${keys.join(', ')}` };
    if (key === 'sort' && !sorts.includes(value)) return { field, message: `The sort must be one of ${sorts.join(', ')}` };
    if (key === 'isActive' && value !== 'true' && value !== 'false') return { field, message: "isActive must be 'true' or 'false'" };
  }
  return undefined;
}
