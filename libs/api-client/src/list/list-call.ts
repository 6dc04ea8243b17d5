import type { CallDef } from '@shopdesk/contracts';
import type { TSchema } from '@sinclair/typebox';
import { callApi } from '../call-api';
import { buildListQuery, type ListParams } from '../list-query';
import { queryKeys } from '../query/query-keys';

/** A list call's answer: one page of rows. */
export interface ListPage<Row> {
  documents: Row[];
  totalPages: number;
  totalItems: number;
  /** True when a search matched more rows than the API counts: totalItems is only a lower bound. */
  totalIsLowerBound?: boolean;
}

/**
 * A list call of the contract (`api.orders.getAllOrdersByStatus`, ...): it takes the list query
 * and `Filters` (the call's `filters` schema), answers a page of `Row`s, and its tag names a
 * resource of `queryKeys`, so its pages are cached where that resource's mutations invalidate them.
 */
export interface ListCall<Filters = unknown, Row = unknown> extends CallDef {
  readonly querystring: TSchema;
  readonly filters: TSchema & { static: Filters; properties: Record<string, TSchema> };
  readonly tag: keyof typeof queryKeys;
  readonly successStatus: 200;
  readonly response: { readonly 200: TSchema & { static: { data: ListPage<Row> } } };
}

/** Whether a list call takes the isActive filter (the Active/Archived dropdown). */
export type TakesActiveFilter<Filters> = 'isActive' extends keyof Filters ? true : false;

export const takesActiveFilter = (call: ListCall): boolean => 'isActive' in call.filters.properties;

/** The key prefix of every page of the call's resource, e.g. `['orders', 'list']`. */
export const listQueryKey = (call: ListCall): readonly string[] => queryKeys[call.tag].lists;

/** One page of a list call; `signal` aborts it. */
export function fetchList<Filters, Row>(
  call: ListCall<Filters, Row>,
  params: ListParams<Filters>,
  signal: AbortSignal,
): Promise<ListPage<Row>> {
  return callApi(call, { query: buildListQuery(params), signal });
}
