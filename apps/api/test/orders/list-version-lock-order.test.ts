import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { insertCredential, insertOrder, insertService } from '../helpers/fixtures';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

const t = setupTestApp();

/**
 * Migration 034 bumps a connection's slot of order_list_versions before each statement writes, so
 * that its row lock comes before the counters' rows of the same slot. Bumped after them (an
 * after-statement trigger named to fire after the counters'), a completion (the credentials, then
 * the order) and a status change (the order alone) on two connections of one slot each hold a row
 * the other waits for: a deadlock, which PostgreSQL breaks after a second by failing one of them
 * (this test then fails with "deadlock detected").
 */
onPostgresOnly('two transactions of one slot', () => {
  const opened: Database[] = [];
  afterAll(() => Promise.all(opened.map((db) => db.close())));

  /** Two single connections whose backends share a slot (pg_backend_pid() % 16): of 17, two must. */
  async function twoOfOneSlot(): Promise<[Database, Database]> {
    const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const bySlot = new Map<number, Database>();
    for (let n = 0; n < 17; n++) {
      const db = openPostgresDatabase({ url: process.env.DATABASE_URL as string, poolSize: 1, searchPath: `${rows[0].schema},public` });
      opened.push(db);
      const { rows: pid } = await db.query<{ slot: number }>('SELECT pg_backend_pid() % 16 AS slot');
      const other = bySlot.get(pid[0].slot);
      if (other) return [other, db];
      bySlot.set(pid[0].slot, db);
    }
    throw new Error('17 connections and no two of one slot');
  }

  it('queue on the slot instead of deadlocking: a completion’s writes and a status change', async () => {
    const service = await insertService(t.db);
    const credential = await insertCredential(t.db, t.app.cipher, service);
    const completed = await insertOrder(t.db);
    const cancelled = await insertOrder(t.db);
    const [first, second] = await twoOfOneSlot();
    const { rows } = await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');

    await first.query('BEGIN');
    await first.query('UPDATE service_credentials SET is_used = true WHERE id = $1', [credential]);
    await second.query('BEGIN');
    const change = second.query("UPDATE orders SET order_status = 'cancelled' WHERE id = $1", [cancelled]).then(() => second.query('COMMIT'));
    await waitUntil(async () => {
      const { rows: waiting } = await t.db.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'", [rows[0].pid]);
      return waiting.length > 0;
    }, 'the second transaction to wait for the first');
    await first.query("UPDATE orders SET order_status = 'completed' WHERE id = $1", [completed]);
    await first.query('COMMIT');
    await change;

    const { rows: statuses } = await t.db.query<{ id: string; order_status: string }>('SELECT id, order_status FROM orders WHERE id = ANY($1::uuid[])', [[completed, cancelled]]);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.order_status]))).toEqual({ [completed]: 'completed', [cancelled]: 'cancelled' });
  });
});
