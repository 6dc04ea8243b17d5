import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import { enqueueEmail } from '../../mail/outbox';
import { inviteEmail } from '../../mail/templates';

/** How long an invite's link works after it is sent (or sent again). */
export const INVITE_VALID_HOURS = 72;

/**
 * Queues the e-mail carrying the register link of `token`. Call it in the transaction that stores
 * the token's hash, so the e-mail exists exactly when its token does.
 */
export async function enqueueInviteEmail(tx: Queryable, config: Config, to: string, senderName: string, token: string): Promise<void> {
  await enqueueEmail(tx, inviteEmail(to, senderName, `${config.publicUrl}/auth/register/${token}`, INVITE_VALID_HOURS));
}
