import type { Queryable } from '../../db/database';
import { emailTaken, inviteAlreadyOpen } from '../../errors';
import { OPEN_INVITE } from '../auth/invite-tokens';

/** The advisory-lock class of invite e-mails (its second key is the e-mail's hash). */
const INVITE_EMAIL_LOCK = 7302;

/**
 * Holds, until the transaction ends, the right to give `email` an open invite: two requests
 * inviting (or resending to) one e-mail at the same moment take turns, so the check below holds.
 */
export async function lockInviteEmail(tx: Queryable, email: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [INVITE_EMAIL_LOCK, email]);
}

/**
 * Refuses (409 at `email`) an e-mail that belongs to an employee or already has an open invite
 * other than `exceptInviteId`. Call it under `lockInviteEmail`.
 */
export async function assertInvitable(tx: Queryable, email: string, exceptInviteId?: string): Promise<void> {
  const employee = await tx.query('SELECT 1 FROM employees WHERE email = $1', [email]);
  if (employee.rows[0]) throw emailTaken();
  const open = await tx.query(
    `SELECT 1 FROM employee_invites WHERE email = $1 AND ${OPEN_INVITE} AND id IS DISTINCT FROM $2::uuid`,
    [email, exceptInviteId ?? null],
  );
  if (open.rows[0]) throw inviteAlreadyOpen();
}
