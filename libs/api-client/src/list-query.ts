import { LIST_LIMITS, type ListQuery } from '@shopdesk/contracts';

/** A filter value that means "no filter": left out of the request. */
type Unset = '' | null | undefined;

/** The query string a list call sends: the contract's `ListQuery`, plus `sort` for a call that takes one. */
export type ListRequestQuery<Sort extends string = never> = ListQuery & { sort?: Sort };

/**
 * A list call's query as code writes it: the contract's query with `filters` as the call's filter
 * object (`CallFilters<typeof api...>`) rather than JSON text; an empty filter value is no filter.
 */
export type ListParams<Filters = Record<string, unknown>, Sort extends string = never> = Omit<ListRequestQuery<Sort>, 'filters'> & {
  filters?: { [K in keyof Filters]?: Filters[K] | Unset };
};

const isUnset = (value: unknown): value is Unset => value === '' || value === null || value === undefined;

function checkInteger(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  }
  return value;
}

/**
 * The query string of a list call, the one place a list query is built: the search trimmed,
 * filters as JSON text, empty values left out so the server applies its defaults
 * (docs/product.md#list-queries).
 *
 * @example buildListQuery({ search: ' vpn ', currentPage: 2, filters: { isActive: true, type: '' } })
 *          // { search: 'vpn', currentPage: 2, filters: '{"isActive":true}' }
 */
export function buildListQuery<Filters, Sort extends string = never>(params: ListParams<Filters, Sort>): ListRequestQuery<Sort> {
  const query: ListRequestQuery<Sort> = {};
  const search = params.search?.trim();
  if (search) query.search = search;
  if (params.currentPage !== undefined) {
    query.currentPage = checkInteger('currentPage', params.currentPage, 1, Number.MAX_SAFE_INTEGER);
  }
  if (params.limit !== undefined) query.limit = checkInteger('limit', params.limit, 1, LIST_LIMITS.maxLimit);
  const filters = Object.entries(params.filters ?? {}).filter(([, value]) => !isUnset(value));
  if (filters.length > 0) query.filters = JSON.stringify(Object.fromEntries(filters));
  if (params.sort) query.sort = params.sort;
  return query;
}
