/**
 * What the HTTP benchmark asks the API (issue #11, item 2) and what each answer must meet (item 3),
 * built from the generated data: page numbers from the pending count, a transaction id from the
 * table, orders to open and pending orders to complete.
 */
import { api, buildPath, LIST_LIMITS } from '@shopdesk/contracts';
import type { Queryable } from '../src/db/database';
import { GENERATOR_SHAPE, type DataShape } from './generate-data';
import type { HttpRequest } from './load-runner';

export interface Target {
  /** p99 at most this many milliseconds. */
  p99Ms?: number;
  /** 2xx answers a second at least this share of the bare-SQL baseline's. */
  ofBaseline?: number;
}

export interface HttpCase {
  name: string;
  target: Target;
  /** The next request; `varies` when it changes from one request to the next. */
  next: () => HttpRequest;
  /** The request whose route SQL the baseline replays (absent: no baseline). */
  recorded?: HttpRequest;
  varies: boolean;
  /** For a baseline of requests that differ by id: the id in the recorded request, and the next request's id. */
  rotatesId?: { recorded: string; next: () => string };
}

export interface Fixtures {
  pendingCount: number;
  pendingPages: number;
  /**
   * The first characters of a completed order's transaction id: one order, or very few, match
   * (the shape's common prefix and 6 characters more).
   */
  transactionPrefix: string;
  /** The shape's broad word, and the share of the orders that hold it. */
  broadTerm: string;
  broadShare: number;
  /** Orders (any status) to open, in a random order. */
  orderIds: string[];
  /** Pending orders whose stock services have the credentials completing them takes, newest first. */
  completableIds: string[];
  bigServiceId: string;
  bigServiceCredentials: number;
  /** The addresses of those orders' customers, as a customer writes in (upper case here and there). */
  customerEmails: string[];
  /** The user id of a credential delivered to a completed order (see deliverSome). */
  deliveredUserId: string;
}

const SEARCH_STATUS = 'completed';
const SERVICE_TERM = 'nord';

/** Pending orders considered for completion (the benchmark completes far fewer). */
const COMPLETION_CANDIDATES = 60_000;

export async function loadFixtures(db: Queryable, bigServiceId: string, shape: DataShape = GENERATOR_SHAPE): Promise<Fixtures> {
  const count = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE order_status = 'pending'");
  const pendingCount = count.rows[0].n;
  const tx = await db.query<{ transaction_id: string }>(
    `SELECT transaction_id FROM orders WHERE order_status = '${SEARCH_STATUS}' ORDER BY id LIMIT 1`,
  );
  const big = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_credentials WHERE service_id = $1', [bigServiceId]);
  const sample = await db.query<{ id: string }>(
    'SELECT id FROM orders WHERE random() < 2000.0 / greatest(1, (SELECT count(*) FROM orders)) LIMIT 1000',
  );
  const emails = await db.query<{ email: string }>('SELECT email FROM orders WHERE id = ANY($1::uuid[])', [sample.rows.map((r) => r.id)]);
  const broad = await db.query<{ share: number }>(
    "SELECT avg((search_text LIKE '%' || $1 || '%')::int)::float8 AS share FROM orders WHERE random() < 0.01",
    [shape.broadTerm],
  );
  return {
    customerEmails: emails.rows.map((r, n) => (n % 2 ? r.email.toUpperCase() : r.email)),
    pendingCount,
    pendingPages: Math.max(1, Math.ceil(pendingCount / LIST_LIMITS.limit)),
    transactionPrefix: tx.rows[0].transaction_id.slice(0, shape.transactionPrefix.length + 6),
    broadTerm: shape.broadTerm,
    broadShare: broad.rows[0].share ?? 0,
    orderIds: sample.rows.map((r) => r.id),
    completableIds: await completableOrders(db),
    bigServiceId,
    bigServiceCredentials: big.rows[0].n,
    deliveredUserId: await deliverSome(db),
  };
}

/**
 * Deliveries for some older completed orders (the generator makes none): up to 20 per stock
 * service, each a used credential of the item's service, so a search by a delivered user id
 * (migration 024) has an order to find. Answers one of their user ids.
 */
async function deliverSome(db: Queryable): Promise<string> {
  await db.query(
    `INSERT INTO credential_deliveries (order_id, order_item_id, credential_id)
     SELECT it.order_id, it.id, cr.id
       FROM (SELECT i.id, i.order_id, i.service_id, row_number() OVER (PARTITION BY i.service_id ORDER BY i.order_id) AS n
               FROM order_items i JOIN orders o ON o.id = i.order_id
              WHERE o.order_status = 'completed'
                -- Older than 30 days, or than half the shop's age when it is younger than two months.
                AND o.created_at < now() - least(interval '30 days', (SELECT (now() - min(created_at)) / 2 FROM orders))) it
       JOIN (SELECT c.id, c.service_id, row_number() OVER (PARTITION BY c.service_id ORDER BY c.id) AS n
               FROM service_credentials c
              WHERE c.is_used AND c.user_id IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM credential_deliveries d WHERE d.credential_id = c.id)) cr
         ON cr.service_id = it.service_id AND cr.n = it.n
      WHERE it.n <= 20`,
  );
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT c.user_id FROM credential_deliveries d JOIN service_credentials c ON c.id = d.credential_id ORDER BY d.id LIMIT 1',
  );
  if (!rows[0]) throw new Error('no credential could be delivered: the generated shop has no used credentials');
  return rows[0].user_id;
}

/**
 * Pending orders, newest first, kept only while their stock services still have the credentials
 * they claim (counting what the orders kept before them take): completing any of them answers 200,
 * never the 409 of an empty stock.
 */
async function completableOrders(db: Queryable): Promise<string[]> {
  const { rows: orders } = await db.query<{ id: string; stock: Array<{ service: string; quantity: number }> }>(
    `SELECT o.id,
            coalesce(json_agg(json_build_object('service', i.service_id, 'quantity', i.quantity)) FILTER (WHERE s.delivery = 'stock'), '[]') AS stock
       FROM (SELECT id, created_at FROM orders WHERE order_status = 'pending' ORDER BY created_at DESC, id LIMIT $1) o
       JOIN order_items i ON i.order_id = o.id
       JOIN services s ON s.id = i.service_id
      GROUP BY o.id, o.created_at
      ORDER BY o.created_at DESC, o.id`,
    [COMPLETION_CANDIDATES],
  );
  const { rows: stock } = await db.query<{ service_id: string; available: number }>(
    `SELECT service_id, count(*)::int AS available FROM service_credentials
      WHERE is_active AND NOT is_used AND NOT is_bad GROUP BY service_id`,
  );
  const available = new Map(stock.map((r) => [r.service_id, r.available]));
  const kept: string[] = [];
  for (const order of orders) {
    const needs = new Map<string, number>();
    for (const item of order.stock) needs.set(item.service, (needs.get(item.service) ?? 0) + item.quantity);
    if ([...needs].every(([service, n]) => (available.get(service) ?? 0) >= n)) {
      for (const [service, n] of needs) available.set(service, (available.get(service) ?? 0) - n);
      kept.push(order.id);
    }
  }
  return kept;
}

/** The order list's sorts by a column (besides its own, by time), each way. */
const SORTED_COLUMNS = [
  ['total', 'total'],
  ['-total', 'total, highest first'],
  ['name', 'name'],
  ['-name', 'name, Z to A'],
] as const;

/** A deep page of the completed orders: 10,000 rows in, where an index read starts to cost. */
const DEEP_PAGE = 500;

const list = (path: string, query: Record<string, string | number | object>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]))}`;

/** The palette's search of whatever `term()` gives next (no baseline: it is four queries at once). */
const palette = (name: string, term: () => string): HttpCase => ({
  name: `palette: ${name}`,
  target: { p99Ms: 100 },
  next: () => ({ method: 'GET', path: list(api.search.searchEverything.path, { q: term() }) }),
  varies: true,
});

/**
 * What employees type into the palette: an order id's first characters, a transaction id's, a
 * broad word, a whole address, a service's name, two letters; and all of them in turn.
 */
function paletteCases(f: Fixtures): HttpCase[] {
  const nextId = cursor(f.orderIds.map((id) => id.slice(0, 8)));
  const nextEmail = cursor(f.customerEmails);
  const terms = cursor([f.transactionPrefix, f.broadTerm, SERVICE_TERM, 'ab', f.orderIds[0].slice(0, 8), f.customerEmails[0] ?? 'nobody@example.com', 'yahoo', 'ahmed']);
  return [
    palette(`an order id's first 8 characters (${f.orderIds.length} different ones)`, nextId),
    palette(`"${f.transactionPrefix}" (transaction id prefix)`, () => f.transactionPrefix),
    palette(`"${f.broadTerm}" (${share(f.broadShare)} of all orders)`, () => f.broadTerm),
    palette(`a whole address (${f.customerEmails.length} different ones)`, nextEmail),
    palette(`"${SERVICE_TERM}" (services, employees, orders)`, () => SERVICE_TERM),
    palette('each of the above and two letters, in turn', terms),
  ];
}

const share = (fraction: number) => `${Math.round(fraction * 100)}%`;

/**
 * Cycles through `ids`. For ids usable once (orders to complete) there are many more than a run
 * takes; past the end they come round again and answer 409, which the report shows.
 */
function cursor(ids: string[]): () => string {
  let i = 0;
  return () => ids[i++ % ids.length];
}

/** Issue #11's calls (and #14's oldest-first page and dashboard), in the order they run; changeOrderStatus last, as it changes the pending list. */
export function httpCases(f: Fixtures): HttpCase[] {
  const get = (path: string): Pick<HttpCase, 'next' | 'varies' | 'recorded'> => {
    const request: HttpRequest = { method: 'GET', path };
    return { next: () => request, varies: false, recorded: request };
  };
  const orders = api.orders.getAllOrdersByStatus.path;
  const pending = { filters: { orderStatus: 'pending' } };
  const searched = (search: string) => list(orders, { filters: { orderStatus: SEARCH_STATUS }, search });
  const nextOrder = cursor(f.orderIds);
  const nextShownId = cursor(f.orderIds.map((id) => id.slice(0, 10)));
  const nextCompletable = cursor(f.completableIds);
  const nextCustomer = cursor(f.customerEmails);
  const customerPage = () => ({ method: 'GET' as const, path: list(api.orders.getCustomer.path, { email: nextCustomer() }) });
  const customerOrders = () => ({ method: 'GET' as const, path: list(orders, { filters: { customer: nextCustomer() } }) });
  return [
    // The floor: HTTP, the API's hooks and one round trip to the database, without signing in.
    { name: 'health (SELECT 1, no session)', target: {}, ...get(api.system.getHealth.path) },
    { name: 'counts by status', target: { p99Ms: 5 }, ...get(api.orders.getAllOrdersCountByStatus.path) },
    { name: 'pending, page 1', target: { p99Ms: 20, ofBaseline: 0.6 }, ...get(list(orders, pending)) },
    {
      name: `pending, middle page (${Math.ceil(f.pendingPages / 2)})`,
      target: { p99Ms: 20 },
      ...get(list(orders, { ...pending, currentPage: Math.ceil(f.pendingPages / 2) })),
    },
    { name: `pending, last page (${f.pendingPages})`, target: { p99Ms: 20 }, ...get(list(orders, { ...pending, currentPage: f.pendingPages })) },
    // The queue worked in turn (issue #14): its first page is the newest-first list's end, read from there.
    { name: 'pending, oldest first, page 1', target: { p99Ms: 20 }, ...get(list(orders, { ...pending, sort: 'createdAt' })) },
    // Sorted by a column (issue #25): each on its index under the status (migration 020).
    ...SORTED_COLUMNS.flatMap(([sort, label]) => [
      { name: `pending, by ${label}, page 1`, target: { p99Ms: 20 }, ...get(list(orders, { ...pending, sort })) },
      {
        name: `pending, by ${label}, middle page (${Math.ceil(f.pendingPages / 2)})`,
        target: { p99Ms: 20 },
        ...get(list(orders, { ...pending, sort, currentPage: Math.ceil(f.pendingPages / 2) })),
      },
      {
        name: `${SEARCH_STATUS}, by ${label}, page ${DEEP_PAGE}`,
        target: { p99Ms: 20 },
        ...get(list(orders, { filters: { orderStatus: SEARCH_STATUS }, sort, currentPage: DEEP_PAGE })),
      },
    ]),
    // Every status at once (issue #29, the All tab): counted from the counts table, sorted on its own indexes (migration 024).
    { name: 'all statuses, page 1', target: { p99Ms: 20 }, ...get(list(orders, {})) },
    { name: 'all statuses, by total, page 1', target: { p99Ms: 20 }, ...get(list(orders, { sort: 'total' })) },
    { name: 'all statuses, by name, middle page', target: { p99Ms: 20 }, ...get(list(orders, { sort: 'name', currentPage: Math.ceil(f.pendingPages / 2) })) },
    // Searched by what the screens show: the id as shown (10 characters), a service's name, a delivered user id.
    {
      name: `all statuses, search an order id as shown (10 characters, ${f.orderIds.length} different ones)`,
      target: { p99Ms: 10 },
      next: () => ({ method: 'GET', path: list(orders, { search: nextShownId() }) }),
      varies: true,
    },
    { name: `all statuses, search "${SERVICE_TERM}" (services' names, broad)`, target: { p99Ms: 50 }, ...get(list(orders, { search: SERVICE_TERM })) },
    { name: `all statuses, search "${f.deliveredUserId}" (a delivered user id)`, target: { p99Ms: 10 }, ...get(list(orders, { search: f.deliveredUserId })) },
    { name: 'orders dashboard (30 days, top services, oldest pending)', target: { p99Ms: 20 }, ...get(api.orders.getOrdersDashboard.path) },
    { name: `${SEARCH_STATUS}, search "${f.transactionPrefix}" (transaction id prefix)`, target: { p99Ms: 10 }, ...get(searched(f.transactionPrefix)) },
    { name: `${SEARCH_STATUS}, search "${f.broadTerm}" (broad: ${share(f.broadShare)} of the orders)`, target: { p99Ms: 50 }, ...get(searched(f.broadTerm)) },
    // The same word in the smaller lists: the capped count reads far more rows of the table for the
    // 10,001 matches of a status that holds few of its orders (the queue itself, and the cancelled).
    ...(['pending', 'cancelled'] as const).map((orderStatus) => ({
      name: `${orderStatus}, search "${f.broadTerm}" (broad)`,
      target: { p99Ms: 50 },
      ...get(list(orders, { filters: { orderStatus }, search: f.broadTerm })),
    })),
    // The customer page (issue #24): one address's orders, summed and listed, under orders_email_lower_idx.
    { name: `customer page summary (${f.customerEmails.length} customers)`, target: { p99Ms: 20 }, next: customerPage, varies: true },
    { name: "customer's orders, page 1", target: { p99Ms: 20 }, next: customerOrders, varies: true },
    { name: `find customers "${f.broadTerm}" (broad)`, target: { p99Ms: 50 }, ...get(list(api.orders.findCustomers.path, { search: f.broadTerm })) },
    {
      name: 'find customers by a whole address',
      target: { p99Ms: 10 },
      ...get(list(api.orders.findCustomers.path, { search: f.customerEmails[0] ?? 'nobody@example.com' })),
    },
    // The command palette (issue #25): four small searches at once, each one index's work.
    ...paletteCases(f),
    {
      name: `services (VPN), search "${SERVICE_TERM}"`,
      target: {},
      ...get(list(api.services.getServiceWithQuery.path, { filters: { type: 'vpn' }, search: SERVICE_TERM })),
    },
    {
      name: `credentials of one service (${f.bigServiceCredentials.toLocaleString('en-US')} of them), page 1`,
      target: {},
      ...get(list(api.serviceCredentials.getServiceCredentialWithQuery.path, { filters: { service: f.bigServiceId } })),
    },
    {
      name: `one order (${f.orderIds.length} different ones)`,
      target: {},
      next: () => ({ method: 'GET', path: buildPath(api.orders.getSingleOrder.path, { id: nextOrder() }) }),
      varies: true,
      recorded: { method: 'GET', path: buildPath(api.orders.getSingleOrder.path, { id: f.orderIds[0] }) },
      rotatesId: { recorded: f.orderIds[0], next: nextOrder },
    },
    {
      name: 'complete a pending order (changeOrderStatus)',
      target: {},
      // No baseline: its statements depend on the order (its items, the credentials claimed).
      next: () => ({
        method: 'PATCH',
        path: buildPath(api.orders.changeOrderStatus.path, { id: nextCompletable() }),
        body: JSON.stringify({ orderStatus: 'completed' }),
      }),
      varies: true,
    },
  ];
}
