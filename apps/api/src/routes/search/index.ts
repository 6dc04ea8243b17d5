import { api, SEARCH_HITS_PER_GROUP, type CustomerMatch, type OrderHit, type SearchHits } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { isIdDigits } from '../../lib/id-prefix';
import { centsToDollars } from '../../lib/money';
import { employeesMatching, newestOrdersMatching, ordersByIdPrefix, servicesMatching, type OrderHitRow } from '../../repositories/search';
import { defineRoute } from '../define-route';

const toOrderHit = (row: OrderHitRow): OrderHit => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  total: centsToDollars(row.total_cents),
  orderStatus: row.order_status,
  transactionId: row.transaction_id,
  createdAt: row.created_at.toISOString(),
});

/** The customers of the newest matching orders: each address once, the newest first, as last written. */
function customersOf(rows: OrderHitRow[]): CustomerMatch[] {
  const seen = new Map<string, CustomerMatch>();
  for (const row of rows) {
    const key = row.email.toLowerCase();
    if (!seen.has(key)) seen.set(key, { email: row.email, name: row.name, lastOrderAt: row.created_at.toISOString() });
    if (seen.size === SEARCH_HITS_PER_GROUP) break;
  }
  return [...seen.values()];
}

/**
 * The command palette's search: four small questions asked at once (on PostgreSQL each on a
 * connection of its own), each one index's work at a million orders.
 */
export async function search(app: FastifyInstance, q: string): Promise<SearchHits> {
  const term = q.trim();
  const byIdRead = ordersByIdPrefix(app.db, term);
  // An id's first hex digits that an order's id begins with are taken for that order, and for a
  // payment whose reference begins with them, but not looked for inside other orders' text: eight
  // random hex digits searched as text read trigram lists that grow with the shop (56, 80, 219
  // buffers at 100,000, 1,000,000 and 10,000,000 orders), where each of the two is one probe.
  const byTextRead = isIdDigits(term)
    ? byIdRead.then((rows) => newestOrdersMatching(app.db, term, { referencesOnly: rows.length > 0 }))
    : newestOrdersMatching(app.db, term);
  const [byId, byText, services, employees] = await Promise.all([
    byIdRead,
    byTextRead,
    servicesMatching(app.db, term),
    employeesMatching(app.db, term),
  ]);
  const ids = new Set(byId.map((row) => row.id));
  const orders = [...byId, ...byText.filter((row) => !ids.has(row.id))].slice(0, SEARCH_HITS_PER_GROUP);
  return {
    orders: orders.map(toOrderHit),
    customers: customersOf(byText),
    services: services.map((row) => ({ _id: row.id, name: row.name, type: row.type, isActive: row.is_active })),
    employees: employees.map((row) => ({ _id: row.id, name: row.name, email: row.email, level: row.level, isActive: row.is_active })),
  };
}

export async function searchRoutes(app: FastifyInstance) {
  defineRoute(app, api.search.searchEverything, async ({ query }) => ({ data: await search(app, query.q) }));
}
