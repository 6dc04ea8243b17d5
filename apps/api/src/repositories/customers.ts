import { CUSTOMER_NOTES_LIMIT } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { Where } from '../lib/list-query';
import type { NoteRow } from './order-notes';
import { orderTextCondition } from './transaction-prefix';
import { watchReasonSql } from './watch-list';

/*
 * A customer is an e-mail address, matched whole and case-insensitively: every query here reads one
 * address's orders through orders_email_lower_idx (migration 017), so its cost follows that
 * customer's orders, not the shop's.
 */

export interface CustomerRow {
  email: string;
  name: string;
  orders: number;
  first_order_at: Date;
  last_order_at: Date;
  spent_cents: number;
  refunded_cents: number;
  watch_reason: string | null;
}

/** What one address's orders add up to; undefined when it has none. */
export async function findCustomer(db: Queryable, email: string): Promise<CustomerRow | undefined> {
  const { rows } = await db.query<CustomerRow>(
    `SELECT (array_agg(email ORDER BY created_at DESC, id))[1] AS email,
            (array_agg(name ORDER BY created_at DESC, id))[1] AS name,
            count(*)::int AS orders, min(created_at) AS first_order_at, max(created_at) AS last_order_at,
            coalesce(sum(total_cents) FILTER (WHERE order_status = 'completed'), 0)::float8 AS spent_cents,
            coalesce(sum(refunded_cents), 0)::float8 AS refunded_cents,
            ${watchReasonSql('$1::text')} AS watch_reason
       FROM orders WHERE lower(email) = lower($1)
     HAVING count(*) > 0`,
    [email],
  );
  return rows[0];
}

/** Credentials handed out on the address's orders, and how many of them were replaced. */
export async function countCustomerDeliveries(db: Queryable, email: string): Promise<{ delivered: number; replaced: number }> {
  const { rows } = await db.query<{ delivered: number; replaced: number }>(
    `SELECT count(d.id)::int AS delivered, count(d.replaced_at)::int AS replaced
       FROM orders o JOIN credential_deliveries d ON d.order_id = o.id
      WHERE lower(o.email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/** The latest notes on the address's orders, newest first. */
export async function findCustomerNotes(db: Queryable, email: string): Promise<NoteRow[]> {
  const { rows } = await db.query<NoteRow>(
    `SELECT n.id, n.order_id, n.body, n.author_id, e.name AS author_name, n.edited_at, n.created_at
       FROM orders o
       JOIN order_notes n ON n.order_id = o.id
       JOIN employees e ON e.id = n.author_id
      WHERE lower(o.email) = lower($1)
      ORDER BY n.created_at DESC, n.id
      LIMIT ${CUSTOMER_NOTES_LIMIT}`,
    [email],
  );
  return rows;
}

export const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How many of the newest matching orders a customer search groups into customers. */
const SEARCHED_ORDERS = 200;
const CUSTOMERS_FOUND = 20;

export interface CustomerMatchRow {
  email: string;
  name: string;
  last_order_at: Date;
}

/**
 * Customers whose e-mail or name holds `term`: the newest orders matching it as the order list's
 * search does (name, e-mail, phone, transaction id, under orders_search_trgm_idx; the start of a
 * transaction id as that), grouped by address, newest first. Reading at most 200 orders keeps a
 * broad term ("gmail") as cheap as a page of the order list.
 */
export async function searchCustomers(db: Queryable, term: string): Promise<CustomerMatchRow[]> {
  // A whole address is looked up as one (orders_email_lower_idx): the trigrams of a long address
  // are common ones ("gma", "com"), whose intersection costs far more than the one customer found.
  if (WHOLE_ADDRESS.test(term)) {
    const { rows } = await db.query<CustomerMatchRow>(
      'SELECT email, name, created_at AS last_order_at FROM orders WHERE lower(email) = lower($1) ORDER BY created_at DESC, id LIMIT 1',
      [term],
    );
    if (rows.length > 0) return rows;
  }
  const contains = await orderTextCondition(db, term);
  const where = new Where().add(contains.sql, ...contains.values);
  const { rows } = await db.query<CustomerMatchRow>(
    `SELECT DISTINCT ON (lower(email)) email, name, created_at AS last_order_at
       FROM (SELECT email, name, created_at, id FROM orders ${where}
              ORDER BY created_at DESC, id LIMIT ${SEARCHED_ORDERS}) AS newest
      ORDER BY lower(email), created_at DESC, id`,
    where.params,
  );
  return rows.sort((a, b) => b.last_order_at.getTime() - a.last_order_at.getTime()).slice(0, CUSTOMERS_FOUND);
}
