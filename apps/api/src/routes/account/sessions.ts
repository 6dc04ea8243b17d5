import type { Static } from '@sinclair/typebox';
import type { AccountSession } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { describeUserAgent } from '../../lib/user-agent';
import type { SessionLimits } from '../../live/live-sessions';
import { findLiveSessions, revokeOtherSessions, revokeSessionOf, type LiveSessionRow } from '../../repositories/sessions';

type Session = Static<typeof AccountSession>;

const toSession = (row: LiveSessionRow, currentId: string): Session => ({
  _id: row.id,
  ...describeUserAgent(row.user_agent),
  ip: row.ip,
  signedInAt: row.created_at.toISOString(),
  lastActiveAt: row.last_seen_at.toISOString(),
  current: row.id === currentId,
});

/** The employee's live sessions, the one of this request marked. */
export async function listMySessions(db: Database, employeeId: string, currentId: string, limits: SessionLimits): Promise<Session[]> {
  return (await findLiveSessions(db, employeeId, limits)).map((row) => toSession(row, currentId));
}

/** Ends one of the employee's own sessions, audited; 404 when it is not theirs or has ended. */
export async function endMySession(db: Database, actor: Actor, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await revokeSessionOf(tx, actor.id, sessionId))) throw notFound('Session');
    await recordAudit(tx, actor, { action: 'session.end', entity: 'session', entityId: sessionId });
  });
}

/** Ends every other session of the employee ("sign out everywhere else"), audited; answers how many. */
export async function endMyOtherSessions(db: Database, actor: Actor, currentId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await revokeOtherSessions(tx, actor.id, currentId);
    await recordAudit(tx, actor, { action: 'session.end_others', entity: 'session', entityId: currentId, after: { ended } });
    return ended;
  });
}
