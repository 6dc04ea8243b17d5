import { ERROR_CODES, REAUTH_WINDOW_MINUTES } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import type { RequestEmployee } from '../types';

const WINDOW_MS = REAUTH_WINDOW_MINUTES * 60_000;

/** A 403 the web side answers by asking for the password (or a code) and sending the call again. */
export const reauthRequired = () =>
  new HttpError(403, 'Forbidden', "Confirm it's you: this needs your password again", undefined, undefined, ERROR_CODES.reauthRequired);

/** Whether the session proved it is its employee within the window, on the app's clock. */
export const provenRecently = (provenAt: Date | null, now: Date): boolean => provenAt !== null && now.getTime() - provenAt.getTime() <= WINDOW_MS;

/** Starts the session's window anew from `at` (a proof, or a call that needed one); never moves it back. */
export async function markProven(db: Queryable, sessionId: string, at: Date): Promise<void> {
  await db.query('UPDATE sessions SET proven_at = GREATEST(proven_at, $2), updated_at = now() WHERE id = $1', [sessionId, at]);
}

/**
 * Refuses with REAUTH_REQUIRED unless the session proved it is its employee in the last
 * REAUTH_WINDOW_MINUTES; when it did, this call extends the window, as GitHub's sudo mode does.
 * The route layer calls it for the calls whose contract says `reauth`, before the body is read;
 * a rule that depends on the row (a stock credential) calls it from the handler, before it reads
 * or writes anything.
 */
export async function requireFreshProof(app: FastifyInstance, employee: RequestEmployee): Promise<void> {
  const now = app.clock.now();
  if (!provenRecently(employee.provenAt, now)) throw reauthRequired();
  await markProven(app.db, employee.sessionId, now);
}
