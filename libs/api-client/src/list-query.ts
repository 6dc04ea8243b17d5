import { LIST_LIMITS, type ListQuery } from '@shopdesk/contracts';

/** A filter value that means "no filter": left out of the request. */
type Empty = '' | null | undefined;

/** What a list screen asks for; `Filters` are the keys the call accepts (`CallFilters<typeof api...>`). */
export interface ListParams<Filters = Record<string, unknown>, Sort extends string = string> {
  search?: string | null;
  currentPage?: number | null;
  limit?: number | null;
  filters?: { [K in keyof Filters]?: Filters[K] | Empty };
  /** The order, for a call that takes one (the orders list's `oldest`); left out for the default. */
  sort?: Sort | null;
}

const isEmpty = (value: unknown): value is Empty => value === '' || value === null || value === undefined;

function checkInteger(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  }
  return value;
}

/**
 * The query string of a list call (search, currentPage, limit, filters as JSON text), with empty
 * values left out so the server applies its defaults (docs/product.md#list-queries).
 *
 * @example buildListQuery({ search: '', currentPage: 2, filters: { isActive: true, type: '' } })
 *          // { currentPage: 2, filters: '{"isActive":true}' }
 */
export function buildListQuery<Filters, Sort extends string = string>(params: ListParams<Filters, Sort>): ListQuery & { sort?: Sort } {
  const query: ListQuery & { sort?: Sort } = {};
  const search = params.search?.trim();
  if (search) query.search = search;
  if (!isEmpty(params.currentPage)) {
    query.currentPage = checkInteger('currentPage', params.currentPage, 1, Number.MAX_SAFE_INTEGER);
  }
  if (!isEmpty(params.limit)) query.limit = checkInteger('limit', params.limit, 1, LIST_LIMITS.maxLimit);
  const filters = Object.entries(params.filters ?? {}).filter(([, value]) => !isEmpty(value));
  if (filters.length > 0) query.filters = JSON.stringify(Object.fromEntries(filters));
  if (!isEmpty(params.sort)) query.sort = params.sort;
  return query;
}
