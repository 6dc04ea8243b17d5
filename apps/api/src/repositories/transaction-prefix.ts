import type { Queryable } from '../db/database';
import { containsCondition } from '../lib/contains-condition';
import { startsWithPattern } from '../lib/list-query';
import type { SqlCondition } from '../lib/list-where';

/**
 * What a payment's reference, cut short, looks like: six characters or more of letters, digits, `_`
 * and `-`, with a letter and a digit among them (`TXB4FDCC`, `pi_3QB4FDCC`, `5TY05013RG`). A name,
 * an address or a phone number has another shape; digits alone could be a phone's and are searched
 * as text.
 */
const REFERENCE_START = /^(?=.*[a-z])(?=.*\d)[a-z0-9_-]{6,}$/i;

/** The orders whose transaction id begins with the LIKE pattern: a range of orders_transaction_lower_idx (migration 033). */
const BEGINS_TRANSACTION_ID = 'lower(transaction_id) COLLATE "C" LIKE ?';

/**
 * The orders whose transaction id begins with `term`, in any case, when the term has a payment
 * reference's shape and some order's transaction id does begin with it (one probe of the index);
 * else undefined, and the term is searched as text. Taken for the reference, the term is not
 * looked for inside other orders' text: a trigram search of a random reference's characters reads
 * posting lists that grow with the table (docs/decisions.md#search), and a term that begins a
 * payment's id is that payment's, not the middle of another's.
 */
export async function ordersOfTransactionPrefix(db: Queryable, term: string): Promise<SqlCondition | undefined> {
  const text = term.trim();
  if (!REFERENCE_START.test(text)) return undefined;
  // The shape is ASCII, where JavaScript's lowercase is PostgreSQL's.
  const pattern = startsWithPattern(text.toLowerCase());
  const { rows } = await db.query(`SELECT 1 FROM orders WHERE ${BEGINS_TRANSACTION_ID.replace('?', '$1')} LIMIT 1`, [pattern]);
  return rows.length > 0 ? { sql: BEGINS_TRANSACTION_ID, values: [pattern] } : undefined;
}

/** The orders a search of `term` finds by their own text: the start of a transaction id, or else search_text holding it. */
export async function orderTextCondition(db: Queryable, term: string): Promise<SqlCondition> {
  return (await ordersOfTransactionPrefix(db, term)) ?? containsCondition('search_text', term);
}
