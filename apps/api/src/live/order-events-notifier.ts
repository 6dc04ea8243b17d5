import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';

/** The least time between two notifications: a rush's ~300 commits a second are told in at most ~50. */
export const NOTIFY_SPACING_MILLIS = 20;
/** After a notification failed (the database unreachable), the next try. */
const RETRY_MILLIS = 1000;

export interface OrderEventsNotifier {
  /**
   * Order events committed without their NOTIFY (migration 031): every instance's streams hear of
   * them soon after, with those of other commits around the same time. Never waits, never throws.
   */
  committed(): void;
  /** Sends what is still owed, then stops. */
  close(): Promise<void>;
}

/**
 * The NOTIFY of commits that left it out, one for many: a notification only wakes a hub to read
 * what committed (order-events-hub.ts), so it carries no event id (`<schema> 0`). One is in flight
 * at a time, `spacingMillis` apart at least; commits meanwhile are told by the next. Each is a
 * transaction of its own, so the lock PostgreSQL holds over a notifying commit is taken ~50 times a
 * second at a rush, by this connection alone, instead of by every order's commit.
 */
export function createOrderEventsNotifier(
  db: Queryable,
  log: Pick<FastifyBaseLogger, 'warn'>,
  spacingMillis = NOTIFY_SPACING_MILLIS,
): OrderEventsNotifier {
  let owed = false;
  let closing = false;
  let sending: Promise<void> | undefined;

  const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
  // `sending` is cleared in the same step that finds nothing owed: a commit told after that starts
  // a new round, never one that is ending.
  const send = async () => {
    let failing = false;
    try {
      while (owed) {
        owed = false;
        try {
          await db.query("SELECT pg_notify('order_events', current_schema() || ' 0')");
          failing = false;
        } catch (error) {
          // The events are stored: told again in a second, or by the next commit's notification.
          if (!failing) log.warn({ err: error }, 'live order events: a notification could not be sent; trying again');
          failing = true;
          owed = !closing;
        }
        if (owed) await pause(failing ? RETRY_MILLIS : spacingMillis);
      }
    } finally {
      sending = undefined;
    }
  };

  return {
    committed() {
      owed = true;
      sending ??= send();
    },
    async close() {
      closing = true;
      await sending;
    },
  };
}
