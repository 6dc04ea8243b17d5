import type { WatchKind } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

const ENTRY_COLUMNS = 'w.id, w.kind, w.value, w.reason, w.expires_at, w.created_by, e.name AS created_by_name, w.created_at';
const ENTRY_FROM = 'watch_list_entries w LEFT JOIN employees e ON e.id = w.created_by';

export interface WatchEntryRow {
  id: string;
  kind: WatchKind;
  value: string;
  reason: string;
  expires_at: Date | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date;
}

/** The watch list's SQL (defineListRoute): newest first; a search looks in the value and the reason. */
export const WATCH_LIST = {
  select: ENTRY_COLUMNS,
  from: ENTRY_FROM,
  sortBy: { createdAt: 'w.created_at, w.id DESC', value: 'w.value, w.id', expiresAt: 'w.expires_at, w.id' },
  keyColumn: 'w.id',
  filterColumns: { kind: 'w.kind' },
  searchIn: "(w.value || ' ' || w.reason)",
};

/**
 * The reason of the oldest live entry that matches the address `email` (SQL) whole or by its
 * domain, or, given `transactionId` (SQL), by its prefix; null when none does. The watch list is
 * small (hundreds of entries): the address and domain are probes of its key, the prefixes a scan.
 */
export function watchReasonSql(email: string, transactionId?: string): string {
  const prefix = transactionId
    ? ` OR (w.kind = 'transaction_prefix' AND ${transactionId} IS NOT NULL AND starts_with(lower(${transactionId}), w.value))`
    : '';
  return `(SELECT w.reason FROM watch_list_entries w
    WHERE (w.expires_at IS NULL OR w.expires_at > now())
      AND ((w.kind = 'email' AND w.value = lower(${email}))
        OR (w.kind = 'domain' AND w.value = split_part(lower(${email}), '@', 2))${prefix})
    ORDER BY w.created_at, w.id LIMIT 1)`;
}

export interface NewWatchEntry {
  kind: WatchKind;
  value: string;
  reason: string;
  expiresAt: string | null;
  createdBy: string;
}

/** Adds an entry; undefined when that kind and value are on the list already. */
export async function insertWatchEntry(tx: Queryable, entry: NewWatchEntry): Promise<WatchEntryRow | undefined> {
  const { rows } = await tx.query<WatchEntryRow>(
    `WITH w AS (
       INSERT INTO watch_list_entries (kind, value, reason, expires_at, created_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kind, value) DO NOTHING RETURNING *
     )
     SELECT ${ENTRY_COLUMNS} FROM w LEFT JOIN employees e ON e.id = w.created_by`,
    [entry.kind, entry.value, entry.reason, entry.expiresAt, entry.createdBy],
  );
  return rows[0];
}

/** Removes an entry; answers it as it was, or undefined when it is not there. */
export async function deleteWatchEntry(tx: Queryable, id: string): Promise<WatchEntryRow | undefined> {
  const { rows } = await tx.query<WatchEntryRow>(
    `WITH w AS (DELETE FROM watch_list_entries WHERE id = $1 RETURNING *)
     SELECT ${ENTRY_COLUMNS} FROM w LEFT JOIN employees e ON e.id = w.created_by`,
    [id],
  );
  return rows[0];
}
