import type { Level } from '@shopdesk/contracts';
import type { CredentialCipher } from '../../credentials/credential-cipher';
import type { Queryable } from '../../db/database';
import { enqueueEmail } from '../../mail/outbox';
import { inviteEmail } from '../../mail/templates';

/** How long an invite's link works after it is sent (or sent again). */
export const INVITE_VALID_HOURS = 72;

/** What an invite e-mail needs: the public address (its link) and the cipher (it is stored sealed). */
export interface InviteEmailDeps {
  publicUrl: string;
  cipher: CredentialCipher;
}

/**
 * Queues the e-mail carrying the register link of `token` (sealed: the link lets its holder in).
 * Call it in the transaction that stores the token's hash, so the e-mail exists exactly when its
 * token does.
 */
export async function enqueueInviteEmail(
  tx: Queryable,
  deps: InviteEmailDeps,
  invite: { email: string; level: Level },
  senderName: string,
  token: string,
): Promise<void> {
  const link = `${deps.publicUrl}/auth/register/${token}`;
  await enqueueEmail(tx, deps.cipher, inviteEmail(invite.email, senderName, invite.level, link, INVITE_VALID_HOURS));
}
