import { insertOrder, insertService } from '../../helpers/fixtures';
import { setupTestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait';
import { newKey, orderBody, sendOrder } from '../../storefront/storefront-helpers';

const t = setupTestApp();

/** The notifications of this file's schema: on PostgreSQL the channel is the database's, and other files' schemas notify on it too. */
async function listenToOurs(): Promise<{ heard: string[]; unlisten: () => Promise<void> }> {
  const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const heard: string[] = [];
  const unlisten = await t.db.listen('order_events', (payload) => {
    if (payload.startsWith(`${rows[0].schema} `)) heard.push(payload);
  });
  return { heard, unlisten };
}

/**
 * The storefront's orders commit without a NOTIFY of their own (migration 031): at a rush every
 * notifying commit waited for the one before it to reach the disk. Their events are stored as
 * before and the notifier tells them after the commit.
 */
it("a storefront order's commit sends no NOTIFY: its event is stored, and the notifier is told once it has committed", async () => {
  const key = await newKey(t);
  const service = await insertService(t.db);
  const { heard, unlisten } = await listenToOurs();
  const told = jest.spyOn(t.app.orderEventsNotifier, 'committed').mockImplementation(() => undefined);
  const { rows: before } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_events');
  try {
    for (let i = 0; i < 3; i++) expect((await sendOrder(t, key, orderBody([service]))).statusCode).toBe(201);
    expect(told).toHaveBeenCalledTimes(3);
    // A retry makes nothing, so it tells nothing.
    const retried = orderBody([service]);
    const headers = { 'idempotency-key': 'retried-once' };
    expect((await sendOrder(t, key, retried, headers)).statusCode).toBe(201);
    expect((await sendOrder(t, key, retried, headers)).statusCode).toBe(201);
    expect(told).toHaveBeenCalledTimes(4);

    // Any other writer notifies in its transaction, as before. Notifications arrive in commit order:
    // once this one is heard, one the orders' commits had sent would have been heard before it.
    await insertOrder(t.db);
    await waitUntil(() => heard.length > 0, "the direct insert's notification");
    expect(heard).toEqual([expect.stringMatching(/^\S+ [1-9]\d*$/)]);
    const { rows: after } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_events');
    expect(after[0].n - before[0].n).toBe(5);
  } finally {
    told.mockRestore();
    await unlisten();
  }
});

it("a storefront order's event reaches a listener through the notifier, as `<schema> 0`", async () => {
  const key = await newKey(t);
  const service = await insertService(t.db);
  const { heard, unlisten } = await listenToOurs();
  try {
    expect((await sendOrder(t, key, orderBody([service]))).statusCode).toBe(201);
    await waitUntil(() => heard.length > 0, "the notifier's notification");
    expect(heard).toEqual([expect.stringMatching(/^\S+ 0$/)]);
  } finally {
    await unlisten();
  }
});
