import { ORDER_SEARCH_MIN_LENGTH, SEARCH_HITS_PER_GROUP, type Level, type OrderStatus, type ServiceType } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { idPrefixRange } from '../lib/id-prefix';
import { containsPattern, startsWithPattern, Where } from '../lib/list-query';
import { WHOLE_ADDRESS } from './customers';
import { ordersOfTransactionPrefix, orderTextCondition } from './transaction-prefix';

export interface OrderHitRow {
  id: string;
  name: string;
  email: string;
  total_cents: number;
  order_status: OrderStatus;
  transaction_id: string | null;
  created_at: Date;
}

export interface ServiceHitRow {
  id: string;
  name: string;
  type: ServiceType;
  is_active: boolean;
}

export interface EmployeeHitRow {
  id: string;
  name: string;
  email: string;
  level: Level;
  is_active: boolean;
}

const ORDER_HIT_COLUMNS = 'id, name, email, total_cents, order_status, transaction_id, created_at';

/** How many of the newest matching orders the customers are read from (as the customer search does). */
const SEARCHED_ORDERS = 200;

/** Orders whose id starts with `term`, by id. */
export async function ordersByIdPrefix(db: Queryable, term: string): Promise<OrderHitRow[]> {
  const range = idPrefixRange(term);
  if (!range) return [];
  const { rows } = await db.query<OrderHitRow>(`SELECT ${ORDER_HIT_COLUMNS} FROM orders WHERE id BETWEEN $1 AND $2 ORDER BY id LIMIT ${SEARCH_HITS_PER_GROUP}`, range);
  return rows;
}

/**
 * The newest orders `term` matches as the order list's search does (name, e-mail, phone,
 * transaction id, under orders_search_trgm_idx), at most 200: a whole address is looked up as one
 * (orders_email_lower_idx), the start of a transaction id as that (orderTextCondition); a term
 * shorter than three characters looks at no order. `referencesOnly`: only the orders whose
 * transaction id begins with it, the text not searched (an id's digits that an order's id begins with).
 */
export async function newestOrdersMatching(db: Queryable, term: string, { referencesOnly = false } = {}): Promise<OrderHitRow[]> {
  if (WHOLE_ADDRESS.test(term)) {
    const { rows } = await db.query<OrderHitRow>(
      `SELECT ${ORDER_HIT_COLUMNS} FROM orders WHERE lower(email) = lower($1) ORDER BY created_at DESC, id LIMIT ${SEARCHED_ORDERS}`,
      [term],
    );
    if (rows.length > 0) return rows;
  }
  if (term.length < ORDER_SEARCH_MIN_LENGTH) return [];
  const matching = referencesOnly ? await ordersOfTransactionPrefix(db, term) : await orderTextCondition(db, term);
  if (!matching) return [];
  const where = new Where().add(matching.sql, ...matching.values);
  const { rows } = await db.query<OrderHitRow>(
    `SELECT ${ORDER_HIT_COLUMNS} FROM orders ${where} ORDER BY created_at DESC, id LIMIT ${SEARCHED_ORDERS}`,
    where.params,
  );
  return rows;
}

/** Services whose name or slug holds `term`: active first, those whose name starts with it first. */
export async function servicesMatching(db: Queryable, term: string): Promise<ServiceHitRow[]> {
  const { rows } = await db.query<ServiceHitRow>(
    `SELECT id, name, type, is_active FROM services WHERE (name || ' ' || slug) ILIKE $1
      ORDER BY is_active DESC, lower(name) LIKE lower($2) DESC, name, id LIMIT ${SEARCH_HITS_PER_GROUP}`,
    [containsPattern(term), startsWithPattern(term)],
  );
  return rows;
}

/** Employees whose name or e-mail holds `term`: active first, by name. */
export async function employeesMatching(db: Queryable, term: string): Promise<EmployeeHitRow[]> {
  const { rows } = await db.query<EmployeeHitRow>(
    `SELECT id, name, email, level, is_active FROM employees WHERE (name || ' ' || email) ILIKE $1
      ORDER BY is_active DESC, name, id LIMIT ${SEARCH_HITS_PER_GROUP}`,
    [containsPattern(term)],
  );
  return rows;
}
