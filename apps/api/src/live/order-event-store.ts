import type { OrderChange, OrderChangesEvent } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

/** One row of order_events (migration 008), its id as decimal text (bigint does not fit a JS number for ever). */
export interface StoredOrderEvent {
  id: string;
  data: OrderChangesEvent;
}

interface EventRow {
  id: string;
  payload: { changes: OrderChange[]; more: boolean };
}

/** The changes in the contract's key order (jsonb stores keys in its own order). */
const toEvent = (row: EventRow): StoredOrderEvent => ({
  id: row.id,
  data: {
    changes: row.payload.changes.map(({ orderId, from, to }) => ({ orderId, from, to })),
    more: row.payload.more,
  },
});

/**
 * Until the transaction ends, its changes to orders leave no event (migration 021): a bulk action
 * quiets each row's transaction and records one event for them all with `recordOrderChanges`.
 */
export async function quietOrderEvents(tx: Queryable): Promise<void> {
  await tx.query("SELECT set_config('shopdesk.quiet_order_events', 'on', true)");
}

/** One event (and its NOTIFY) for changes made quietly: the first 50, and whether there were more. */
export async function recordOrderChanges(db: Queryable, changes: readonly OrderChange[]): Promise<void> {
  await db.query('SELECT order_events_record(current_schema(), $1::text[]::jsonb[])', [changes.map((change) => JSON.stringify(change))]);
}

/** The schema whose order_events this process reads: NOTIFY payloads from other schemas are not ours. */
export async function currentSchema(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return rows[0].schema;
}

/** The events with these ids, in id order (a notification names one, several may arrive together). */
export async function eventsById(db: Queryable, ids: readonly string[]): Promise<StoredOrderEvent[]> {
  const { rows } = await db.query<EventRow>('SELECT id::text AS id, payload FROM order_events WHERE id = ANY($1::bigint[]) ORDER BY id', [ids]);
  return rows.map(toEvent);
}

export type Replay = { kind: 'events'; events: StoredOrderEvent[] } | { kind: 'resync' };

/**
 * The events after `lastId`, in id order, or `resync` when they cannot all be given: some were
 * pruned (`lastId` is older than the oldest kept, and pruning removes only from the oldest up), more
 * than `limit` are waiting, or `lastId` is not from this table at all (newer than the newest event:
 * another database, or one rebuilt).
 */
export async function eventsAfter(db: Queryable, lastId: string, limit: number): Promise<Replay> {
  const bounds = await db.query<{ oldest: string | null; newest: string | null }>(
    'SELECT min(id)::text AS oldest, max(id)::text AS newest FROM order_events',
  );
  const { oldest, newest } = bounds.rows[0];
  const last = BigInt(lastId);
  if (oldest === null || newest === null) return last === 0n ? { kind: 'events', events: [] } : { kind: 'resync' };
  if (last < BigInt(oldest) - 1n || last > BigInt(newest)) return { kind: 'resync' };
  const { rows } = await db.query<EventRow>('SELECT id::text AS id, payload FROM order_events WHERE id > $1 ORDER BY id LIMIT $2', [
    lastId,
    limit + 1,
  ]);
  return rows.length > limit ? { kind: 'resync' } : { kind: 'events', events: rows.map(toEvent) };
}

/**
 * Deletes the events older than `maxAgeHours` and those beyond the newest `keep`, always from the
 * oldest id up (so "older than the oldest kept" means "pruned" to eventsAfter), and never the newest
 * event (so the oldest kept id stays known). Answers how many went.
 */
export async function pruneEvents(db: Queryable, maxAgeHours: number, keep: number): Promise<number> {
  const { rowCount } = await db.query(
    `WITH newest AS (SELECT max(id) AS id FROM order_events),
          cutoff AS (
            SELECT greatest(
              (SELECT max(id) FROM order_events WHERE created_at < now() - make_interval(hours => $1)),
              (SELECT id - $2 FROM newest)
            ) AS id
          )
     DELETE FROM order_events WHERE id <= (SELECT id FROM cutoff) AND id < (SELECT id FROM newest)`,
    [maxAgeHours, keep],
  );
  return rowCount;
}
