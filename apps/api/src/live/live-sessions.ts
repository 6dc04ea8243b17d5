import type { Queryable } from '../db/database';

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

/**
 * Which of these sessions are still live, by the rule authenticate (http/authenticate.ts) applies
 * to every protected request: not revoked, not idle past the limit, not older than the absolute
 * limit, employee active. Unlike a request it does not touch `last_seen_at`: an open stream is no
 * activity, so a session left idle still ends on time, and its streams with it.
 */
export async function liveSessions(db: Queryable, sessionIds: readonly string[], limits: SessionLimits): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.id FROM sessions s JOIN employees e ON e.id = s.employee_id
      WHERE s.id = ANY($1::uuid[])
        AND s.revoked_at IS NULL
        AND e.is_active
        AND s.last_seen_at > now() - make_interval(mins => $2)
        AND s.created_at > now() - make_interval(hours => $3)`,
    [sessionIds, limits.idleMinutes, limits.absoluteHours],
  );
  return new Set(rows.map((row) => row.id));
}
