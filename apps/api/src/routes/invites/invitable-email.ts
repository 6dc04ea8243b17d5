import type { Queryable } from '../../db/database';
import { employeeEmailTaken } from '../../repositories/employees';
import { hasOpenInvite } from '../../repositories/invites';
import { emailTaken, inviteAlreadyOpen } from '../../errors';

/**
 * Refuses (409 at `email`) an e-mail that belongs to an employee or already has an open invite
 * other than `exceptInviteId`. Call it under `lockInviteEmail`, so the check holds until commit.
 */
export async function assertInvitable(tx: Queryable, email: string, exceptInviteId?: string): Promise<void> {
  if (await employeeEmailTaken(tx, email)) throw emailTaken();
  if (await hasOpenInvite(tx, email, exceptInviteId)) throw inviteAlreadyOpen();
}
