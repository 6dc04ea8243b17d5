import type { Queryable } from '../../../src/db/database';
import { createOrderEventsNotifier, NOTIFY_SPACING_MILLIS } from '../../../src/live/order-events-notifier';

/** A database whose every query waits until the test lets it answer (or fail). */
function heldDatabase() {
  const queries: string[] = [];
  const waiting: Array<{ answer(): void; fail(error: Error): void }> = [];
  const db: Queryable = {
    query: (sql: string) => {
      queries.push(sql);
      return new Promise((resolve, reject) => waiting.push({ answer: () => resolve({ rows: [], rowCount: 1 }), fail: reject })) as never;
    },
  };
  return { db, queries, next: () => waiting.shift() as { answer(): void; fail(error: Error): void } };
}

const flush = () => new Promise((resolve) => jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('tells the commits made while a notification is on its way with one more, a spacing later, then stops', async () => {
  const { db, queries, next } = heldDatabase();
  const log = { warn: jest.fn() };
  const notifier = createOrderEventsNotifier(db, log);
  notifier.committed();
  expect(queries).toEqual(["SELECT pg_notify('order_events', current_schema() || ' 0')"]);
  for (let i = 0; i < 50; i++) notifier.committed();
  expect(queries).toHaveLength(1);
  next().answer();
  await flush();
  // The next one waits for its spacing.
  await jest.advanceTimersByTimeAsync(NOTIFY_SPACING_MILLIS - 1);
  expect(queries).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(queries).toHaveLength(2);
  next().answer();
  await flush();
  await jest.advanceTimersByTimeAsync(1000);
  expect(queries).toHaveLength(2);
  // Quiet again: the next commit is told at once.
  notifier.committed();
  expect(queries).toHaveLength(3);
  next().answer();
  await notifier.close();
  expect(log.warn).not.toHaveBeenCalled();
});

it('tries a failed notification again a second later, warning once for the whole outage, and close stops trying', async () => {
  const { db, queries, next } = heldDatabase();
  const log = { warn: jest.fn() };
  const notifier = createOrderEventsNotifier(db, log);
  notifier.committed();
  next().fail(new Error('connection refused'));
  await flush();
  await jest.advanceTimersByTimeAsync(999);
  expect(queries).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(queries).toHaveLength(2);
  next().fail(new Error('connection refused'));
  await flush();
  expect(log.warn).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1000);
  expect(queries).toHaveLength(3);
  next().answer();
  await flush();
  await jest.advanceTimersByTimeAsync(5000);
  expect(queries).toHaveLength(3);

  notifier.committed();
  const closed = notifier.close();
  next().fail(new Error('connection refused'));
  await closed;
  await jest.advanceTimersByTimeAsync(5000);
  expect(queries).toHaveLength(4);
});
