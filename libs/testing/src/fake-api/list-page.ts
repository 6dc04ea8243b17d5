import { LIST_LIMITS, parseSort, type CallDef, type ListQuery } from '@shopdesk/contracts';
import type { TObject } from '@sinclair/typebox';
import type { FakeData } from './fake-api';
import type { FakeRequest } from './read-request';

type Row<C extends CallDef> = FakeData<C> extends { documents: (infer R)[] } ? R : never;

/** The contract's list query as the fake API reads it: `filters` parsed from its JSON text. */
type ReadListQuery = Omit<ListQuery, 'filters'> & { filters?: Record<string, unknown>; sort?: string };

/** `'true'` and `'false'` filter values mean the booleans, as the API reads them. */
const filterValue = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

function defaultLimit(call: CallDef): number {
  const limit = (call.querystring as TObject | undefined)?.properties['limit'];
  return typeof limit?.default === 'number' ? limit.default : LIST_LIMITS.limit;
}

/** Orders rows by one field as `sort` names it (`total`, `-createdAt`); missing values last. */
function bySort(sort: string) {
  const { field, descending } = parseSort(sort);
  return (a: unknown, b: unknown) => {
    const x = (a as Record<string, unknown>)[field];
    const y = (b as Record<string, unknown>)[field];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return descending ? -order : order;
  };
}

/**
 * The page a list call answers for `rows`, as the API builds it: rows whose fields equal each
 * filter, then those with `search` (case-insensitive) in one of `searchIn`, in `sort`'s order when
 * the request has one (else as given), then the page.
 *
 * @example fakeApi.on(api.orders.getAllOrdersByStatus, (request) => listPage(request, orders, { searchIn: ['name', 'email'] }));
 */
export function listPage<C extends CallDef>(
  request: FakeRequest<C>,
  rows: readonly Row<C>[],
  { searchIn }: { searchIn: readonly (keyof Row<C> & string)[] },
): FakeData<C> {
  const { search, currentPage = 1, limit = defaultLimit(request.call), filters = {}, sort } = request.query as ReadListQuery;
  const needle = search?.toLowerCase();
  const found = rows.filter((row) => {
    const fields = row as Record<string, unknown>;
    const filtered = Object.entries(filters).every(([name, value]) => fields[name] === filterValue(value));
    return filtered && (!needle || searchIn.some((name) => String(fields[name] ?? '').toLowerCase().includes(needle)));
  });
  if (sort) found.sort(bySort(sort));
  const page = { documents: found.slice((currentPage - 1) * limit, currentPage * limit), totalPages: Math.ceil(found.length / limit), totalItems: found.length };
  return page as FakeData<C>;
}
