import type { ListPage, ProtectedCallDef } from '@shopdesk/contracts';
import type { TSchema } from '@sinclair/typebox';
import { callApi, type ListRequestQuery, queryKeys } from '@shopdesk/api-client';

/**
 * A list call of the contract (`api.orders.getAllOrdersByStatus`, ...): it takes the list query
 * (with `sort`, one of `Sort`, when its query has one) and `Filters` (the call's `filters`
 * schema), answers a page of `Row`s, and its tag names a resource of `queryKeys`, so its pages are
 * cached where that resource's mutations invalidate them.
 */
export interface ListCall<Filters = unknown, Row = unknown, Sort extends string = string> extends ProtectedCallDef {
  readonly querystring: TSchema & { static: ListRequestQuery<Sort> };
  // A type only: the page's copy of the contract has no schemas (libs/contracts/bundler).
  readonly filters: TSchema & { static: Filters };
  readonly tag: ListResource;
  readonly successStatus: 200;
  readonly response: { readonly 200: TSchema & { static: { data: ListPage<Row> } } };
}

/** The resources of `queryKeys` that have lists. */
type ListResource = { [K in keyof typeof queryKeys]: (typeof queryKeys)[K] extends { lists: readonly string[] } ? K : never }[keyof typeof queryKeys];

/** Whether a list call takes the isActive filter (the Active/Archived dropdown). */
export type TakesActiveFilter<Filters> = 'isActive' extends keyof Filters ? true : false;

/** The key prefix of every page of the call's resource, e.g. `['orders', 'list']`. */
export const listQueryKey = (call: ListCall): readonly string[] => queryKeys[call.tag].lists;

/** One page of a list call; `signal` aborts it. */
export function fetchList<Row>(call: ListCall<unknown, Row>, query: ListRequestQuery<string>, signal: AbortSignal): Promise<ListPage<Row>> {
  return callApi(call, { query, signal });
}
