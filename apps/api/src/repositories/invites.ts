import { grantableLevels, LEVELS, type InviteStatus, type Level } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

/** Invites (`i`) with the employee who sent each one (`e`, absent once that row is gone). */
const INVITE_FROM = 'employee_invites i LEFT JOIN employees e ON e.id = i.invited_by';

/**
 * The status is derived from the row's times, never stored: used → accepted, withdrawn → revoked,
 * past its expiry → expired, else pending. A used invite is never revoked (a CHECK says so).
 */
const INVITE_STATUS = `CASE WHEN i.used_at IS NOT NULL THEN 'accepted' WHEN i.revoked_at IS NOT NULL THEN 'revoked'
  WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END`;

const INVITE_COLUMNS = `i.id, i.email, i.level, i.expires_at, i.created_at, i.updated_at,
  e.id AS inviter_id, e.name AS inviter_name, ${INVITE_STATUS} AS status`;

/** What an unused, unrevoked invite was before a revoke: pending, or expired. */
const STATUS_BEFORE_REVOKE = "CASE WHEN expires_at <= now() THEN 'expired' ELSE 'pending' END AS was";

/** An invite whose link works: not used, not revoked, not expired (SQL on `employee_invites`). */
const OPEN_INVITE = 'used_at IS NULL AND revoked_at IS NULL AND expires_at > now()';

/** Per level of the inviter, the invite levels it may give (SQL, from the contract's table). */
const GRANTABLE_BY_INVITER = LEVELS.map((inviter) => {
  const given = grantableLevels(inviter).map((level) => `'${level}'`);
  return given.length > 0 ? `(inviter.level = '${inviter}' AND employee_invites.level IN (${given.join(', ')}))` : null;
})
  .filter(Boolean)
  .join(' OR ');

/**
 * The employee who sent the invite is still active, and still at a level that may give the invite's
 * level. Archiving, and a level change, revoke the invites an employee can no longer vouch for; this
 * also refuses one written by a request authenticated before that change and committed after it.
 */
const INVITER_VOUCHES = `EXISTS (SELECT 1 FROM employees inviter WHERE inviter.id = invited_by AND inviter.is_active AND (${GRANTABLE_BY_INVITER}))`;

export interface InviteRow {
  id: string;
  email: string;
  level: Level;
  status: InviteStatus;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
  inviter_id: string | null;
  inviter_name: string | null;
}

/** The invite list's SQL (defineListRoute): newest first. */
export const INVITE_LIST = {
  select: INVITE_COLUMNS,
  from: INVITE_FROM,
  sortBy: { createdAt: 'i.created_at, i.id', email: 'i.email, i.id' },
  filterColumns: { status: `(${INVITE_STATUS})` },
  // employee_invites_email_trgm_idx's expression.
  searchIn: 'i.email',
};

export async function findInvite(db: Queryable, id: string): Promise<InviteRow | undefined> {
  const { rows } = await db.query<InviteRow>(`SELECT ${INVITE_COLUMNS} FROM ${INVITE_FROM} WHERE i.id = $1`, [id]);
  return rows[0];
}

/** An open invite as a registration reads it. */
export interface OpenInvite {
  id: string;
  email: string;
  level: Level;
}

/** The invited e-mail and level of a token (by its hash) whose invite is open; a revoked invite reads as an expired one. */
export async function findOpenInvite(db: Queryable, tokenHash: Buffer): Promise<OpenInvite | undefined> {
  const { rows } = await db.query<OpenInvite>(
    `SELECT id, email, level FROM employee_invites WHERE token_hash = $1 AND ${OPEN_INVITE} AND ${INVITER_VOUCHES}`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Marks an open invite used and answers it, in one statement: of two registrations racing with one
 * token, the second waits on the row lock, then finds used_at set and gets nothing (likewise when
 * a revoke or a resend, which replaces the token, commits first).
 */
export async function consumeInvite(tx: Queryable, tokenHash: Buffer): Promise<OpenInvite | undefined> {
  const { rows } = await tx.query<OpenInvite>(
    `UPDATE employee_invites SET used_at = now(), updated_at = now()
      WHERE token_hash = $1 AND ${OPEN_INVITE} AND ${INVITER_VOUCHES}
      RETURNING id, email, level`,
    [tokenHash],
  );
  return rows[0];
}

/** The advisory-lock class of invite e-mails (its second key is the e-mail's hash). */
const INVITE_EMAIL_LOCK = 7302;

/**
 * Holds, until the transaction ends, the right to give `email` an open invite: two requests
 * inviting (or resending to) one e-mail at the same moment take turns.
 */
export async function lockInviteEmail(tx: Queryable, email: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [INVITE_EMAIL_LOCK, email]);
}

/** Whether `email` has an open invite other than `exceptInviteId`. */
export async function hasOpenInvite(tx: Queryable, email: string, exceptInviteId?: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM employee_invites WHERE email = $1 AND ${OPEN_INVITE} AND id IS DISTINCT FROM $2::uuid`,
    [email, exceptInviteId ?? null],
  );
  return rows.length > 0;
}

/** Stores an invite valid for `validHours`; answers its id. */
export async function insertInvite(
  tx: Queryable,
  invite: { email: string; level: Level; tokenHash: Buffer; invitedBy: string; validHours: number },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO employee_invites (email, level, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
     RETURNING id`,
    [invite.email, invite.level, invite.tokenHash, invite.invitedBy, invite.validHours],
  );
  return rows[0].id;
}

/** What a resend reads first: the e-mail, the level, the token hash it will replace, the status. */
export async function findInviteToken(
  tx: Queryable,
  id: string,
): Promise<{ email: string; level: Level; token_hash: Buffer; status: InviteStatus } | undefined> {
  const { rows } = await tx.query<{ email: string; level: Level; token_hash: Buffer; status: InviteStatus }>(
    `SELECT i.email, i.level, i.token_hash, ${INVITE_STATUS} AS status FROM employee_invites i WHERE i.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Gives an unused, unrevoked invite a new token and `validHours` from now, only while it still holds
 * `oldTokenHash`; answers whether it did.
 */
export async function replaceInviteToken(
  tx: Queryable,
  id: string,
  oldTokenHash: Buffer,
  newTokenHash: Buffer,
  validHours: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE employee_invites SET token_hash = $2, expires_at = now() + make_interval(hours => $4), updated_at = now()
      WHERE id = $1 AND token_hash = $3 AND used_at IS NULL AND revoked_at IS NULL
      RETURNING id`,
    [id, newTokenHash, oldTokenHash, validHours],
  );
  return rows.length > 0;
}

/**
 * Revokes an unused, unrevoked invite; answers the status it had ('pending' or 'expired'), or
 * undefined when nothing changed. The used test is part of the UPDATE, so a registration and a
 * revoke at the same moment never both succeed.
 */
export async function revokeOpenInvite(tx: Queryable, id: string): Promise<InviteStatus | undefined> {
  const { rows } = await tx.query<{ was: InviteStatus }>(
    `UPDATE employee_invites SET revoked_at = now(), updated_at = now()
      WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL
      RETURNING ${STATUS_BEFORE_REVOKE}`,
    [id],
  );
  return rows[0]?.was;
}

/**
 * Revokes every unused, unrevoked invite `employeeId` sent (expired ones too: a resend would give
 * them a new link), or only those at a level outside `keepLevels`; answers each one's id and the
 * status it had.
 */
export async function revokeInvitesSentBy(
  tx: Queryable,
  employeeId: string,
  keepLevels: readonly Level[] = [],
): Promise<Array<{ id: string; was: InviteStatus }>> {
  const { rows } = await tx.query<{ id: string; was: InviteStatus }>(
    `UPDATE employee_invites SET revoked_at = now(), updated_at = now()
      WHERE invited_by = $1 AND used_at IS NULL AND revoked_at IS NULL AND NOT (level = ANY ($2::text[]))
      RETURNING id, ${STATUS_BEFORE_REVOKE}`,
    [employeeId, keepLevels],
  );
  return rows;
}
