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

/**
 * Where a stream is: every event whose transaction had committed by `snapshot` (a pg_snapshot) was
 * sent, and `lastId` is the highest id sent. Sent as the events' SSE id, `<lastId>.<snapshot>`
 * (`4004.4005:4010:4006,4008`), and read back from Last-Event-ID.
 */
export interface StreamPosition {
  lastId: string;
  snapshot: string;
}

export const positionText = (position: StreamPosition) => `${position.lastId}.${position.snapshot}`;

const POSITION = /^(\d{1,19})\.(\d{1,20}:\d{1,20}:(?:\d{1,20}(?:,\d{1,20})*)?)$/;
const LEGACY_ID = /^\d{1,19}$/;

/**
 * A Last-Event-ID as this release writes it, or a bare event id as the release before wrote it
 * (a stream that moved to this instance during a deploy); null for anything else.
 */
export function parsePosition(text: string): StreamPosition | { legacyId: string } | null {
  if (text.length > 4096) return null;
  const match = POSITION.exec(text);
  if (match) return { lastId: match[1], snapshot: match[2] };
  return LEGACY_ID.test(text) ? { legacyId: text } : null;
}

interface EventsAt {
  events: StoredOrderEvent[];
  /** The snapshot the events were read in: every event committed by then is among them or was sent before. */
  snapshot: string;
}

/** Events in one statement with its snapshot (the statement's, so the two agree exactly). */
async function eventsWithSnapshot(db: Queryable, where: string, params: unknown[], limit?: number): Promise<EventsAt> {
  const { rows } = await db.query<{ snapshot: string; events: EventRow[] | null }>(
    `SELECT pg_current_snapshot()::text AS snapshot,
            (SELECT json_agg(json_build_object('id', e.id::text, 'payload', e.payload) ORDER BY e.id)
               FROM (SELECT id, payload FROM order_events WHERE ${where} ORDER BY id${limit ? ` LIMIT ${limit}` : ''}) e) AS events`,
    params,
  );
  return { snapshot: rows[0].snapshot, events: (rows[0].events ?? []).map(toEvent) };
}

const COMMITTED_SINCE = 'xid >= pg_snapshot_xmin($1::pg_snapshot) AND NOT pg_visible_in_snapshot(xid, $1::pg_snapshot)';

/** The snapshot of now: where a process starts reading, once it listens. */
export async function currentSnapshot(db: Queryable): Promise<StreamPosition> {
  const { rows } = await db.query<{ snapshot: string; last_id: string }>(
    'SELECT pg_current_snapshot()::text AS snapshot, coalesce(max(id), 0)::text AS last_id FROM order_events',
  );
  return { lastId: rows[0].last_id, snapshot: rows[0].snapshot };
}

/**
 * The events whose transactions committed after `snapshot` (in id order), and the snapshot they
 * were read in: the next read starts there. A notification only says "read again": what to read
 * is decided by what committed, so an event is never missed for having a lower id.
 */
export function eventsCommittedSince(db: Queryable, snapshot: string): Promise<EventsAt> {
  return eventsWithSnapshot(db, COMMITTED_SINCE, [snapshot]);
}

export type Replay = { kind: 'events'; events: StoredOrderEvent[]; snapshot: string } | { kind: 'resync' };

/**
 * What a stream resuming from `from` missed, in id order, with the snapshot it ends at; or
 * `resync` when that cannot all be given: events were pruned past its last id (pruning removes
 * from the oldest up), more than `limit` are waiting, or its last id is newer than the newest
 * event (another database, or one rebuilt). A bare id (the release before) replays the ids above it.
 */
export async function eventsAfter(db: Queryable, from: StreamPosition | { legacyId: string }, limit: number): Promise<Replay> {
  const lastId = 'legacyId' in from ? from.legacyId : from.lastId;
  const bounds = await db.query<{ oldest: string | null; newest: string | null }>(
    'SELECT min(id)::text AS oldest, max(id)::text AS newest FROM order_events',
  );
  const { oldest, newest } = bounds.rows[0];
  const last = BigInt(lastId);
  if (oldest === null || newest === null) {
    if (last !== 0n) return { kind: 'resync' };
  } else if (last < BigInt(oldest) - 1n || last > BigInt(newest)) {
    return { kind: 'resync' };
  }
  const read =
    'legacyId' in from
      ? await eventsWithSnapshot(db, 'id > $1', [from.legacyId], limit + 1)
      : await eventsWithSnapshot(db, COMMITTED_SINCE, [from.snapshot], limit + 1);
  return read.events.length > limit ? { kind: 'resync' } : { kind: 'events', ...read };
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
