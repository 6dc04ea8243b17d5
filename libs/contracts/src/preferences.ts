import * as Type from '@sinclair/typebox';
import type { Static, TOptional, TString } from '@sinclair/typebox';
import type { CallDef } from './call';
import { sortValues, type ListSorts } from './list-sort';
import { getAuditLogWithQuery } from './calls/audit-log';
import { getAllEmployeesWithQuery, getEmployeeInvites } from './calls/employees';
import { getAllOrdersByStatus } from './calls/orders';
import { getServiceCredentialWithQuery } from './calls/service-credentials';
import { getServiceSetupGuideWithQuery } from './calls/service-setup-guides';
import { getServiceWithQuery } from './calls/services';
import { getWatchList } from './calls/watch-list';
import type { SavedViewList } from './saved-views';

/**
 * Lists whose order each employee's last choice sets, by the key it is kept under. The tabs of
 * one list call share it: oldest first chosen on Pending stays on Completed.
 */
export const REMEMBERED_SORT_LISTS = {
  orders: getAllOrdersByStatus,
  services: getServiceWithQuery,
  credentials: getServiceCredentialWithQuery,
  setupGuides: getServiceSetupGuideWithQuery,
  employees: getAllEmployeesWithQuery,
  invites: getEmployeeInvites,
  watchList: getWatchList,
  auditLog: getAuditLogWithQuery,
} as const satisfies Record<string, CallDef & { readonly sorts: ListSorts }>;

export type RememberedSortList = keyof typeof REMEMBERED_SORT_LISTS;
export const RememberedSortList = Type.Union((Object.keys(REMEMBERED_SORT_LISTS) as RememberedSortList[]).map((list) => Type.Literal(list)));

/** The remembered order a list screen with saved views shares with its call's other tabs: 'orders.pending' → 'orders'. */
export const rememberedSortListOf = (list: SavedViewList): RememberedSortList => list.split('.')[0] as RememberedSortList;

/** Where an order view goes after its order is completed or cancelled from it. */
export const AfterOrderChange = Type.Union([Type.Literal('next'), Type.Literal('close')], {
  description: "'next': the view shows the next order of the list; 'close': it closes",
});
export type AfterOrderChange = Static<typeof AfterOrderChange>;

/** How an employee works: kept on the server, so it follows them to another browser. */
export const Preferences = Type.Object({
  /** Each list's order as the employee last chose it; a list missing here is in its call's own order. */
  sorts: Type.Object(
    Object.fromEntries(Object.keys(REMEMBERED_SORT_LISTS).map((list) => [list, Type.Optional(Type.String())])) as Record<RememberedSortList, TOptional<TString>>,
  ),
  afterOrderChange: AfterOrderChange,
});
export type Preferences = Static<typeof Preferences>;

export const DEFAULT_PREFERENCES: Preferences = { sorts: {}, afterOrderChange: 'next' };

export const PreferenceChanges = Type.Object(
  {
    /** A list's order as just chosen; null goes back to the call's own order. */
    sort: Type.Optional(
      Type.Object({ list: RememberedSortList, value: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]) }, { additionalProperties: false }),
    ),
    afterOrderChange: Type.Optional(AfterOrderChange),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PreferenceChanges = Static<typeof PreferenceChanges>;

/** What `changes` makes of `preferences`, as the API keeps them (a page shows a change before the answer). */
export function applyPreferenceChanges(preferences: Preferences, { sort, afterOrderChange }: PreferenceChanges): Preferences {
  const sorts = { ...preferences.sorts };
  if (sort) {
    if (sort.value === null) delete sorts[sort.list];
    else sorts[sort.list] = sort.value;
  }
  return { sorts, afterOrderChange: afterOrderChange ?? preferences.afterOrderChange };
}

/** Why `value` cannot be remembered as the order of `list`, or undefined when it can. */
export function rememberedSortProblem(list: RememberedSortList, value: string): string | undefined {
  const sorts = sortValues<string>(REMEMBERED_SORT_LISTS[list].sorts) as string[];
  return sorts.includes(value) ? undefined : `The sort must be one of ${sorts.join(', ')}`;
}
