import type { Level } from '@shopdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { prepared } from '../db/prepared-statements';
import { unauthorized } from '../errors';
import { tokenHash } from '../lib/tokens';
import type { RequestEmployee } from '../types';

interface SessionRow {
  session_id: string;
  id: string;
  name: string;
  email: string;
  level: string;
  stale: boolean;
  proven_at: Date | null;
  must_enrol: boolean;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;
/**
 * last_seen_at is written at most once a second: requests of the same second share one write, and
 * idleness, counted from it, stays exact to the second. It is read and compared on the database's
 * clock, the one the idle check uses, so a skewed API clock cannot shift it.
 */
const TOUCH_AFTER = "interval '1 second'";

/** Run on every signed-in request: prepared once per connection. */
const SESSION_SQL = prepared(
  `SELECT s.id AS session_id, s.last_seen_at <= now() - ${TOUCH_AFTER} AS stale, s.proven_at, s.must_enrol, e.id, e.name, e.email, e.level
    FROM sessions s JOIN employees e ON e.id = s.employee_id
   WHERE s.token_hash = $1
     AND s.revoked_at IS NULL
     AND e.is_active
     AND s.last_seen_at > now() - make_interval(mins => $2)
     AND s.created_at > now() - make_interval(hours => $3)`,
);

/**
 * The employee of a live session for this bearer token, or a 401. A session lives while it is
 * neither revoked, idle for longer than SESSION_IDLE_MINUTES, nor older than SESSION_ABSOLUTE_HOURS,
 * and its employee is not archived.
 */
export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<RequestEmployee> {
  const match = BEARER.exec(req.headers.authorization ?? '');
  if (!match) throw unauthorized();
  const { idleMinutes, absoluteHours } = app.config.session;
  const { rows } = await app.db.query<SessionRow>(SESSION_SQL, [tokenHash(match[1]), idleMinutes, absoluteHours]);
  const row = rows[0];
  if (!row) throw unauthorized('Session expired or revoked');
  if (row.stale) {
    await app.db.query(`UPDATE sessions SET last_seen_at = now(), updated_at = now() WHERE id = $1 AND last_seen_at <= now() - ${TOUCH_AFTER}`, [
      row.session_id,
    ]);
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    level: row.level as Level,
    sessionId: row.session_id,
    provenAt: row.proven_at,
    mustEnrol: row.must_enrol,
  };
}

/** The employee `authenticate` put on a protected request. */
export function signedInEmployee(req: FastifyRequest): RequestEmployee {
  if (!req.employee) throw unauthorized();
  return req.employee;
}
