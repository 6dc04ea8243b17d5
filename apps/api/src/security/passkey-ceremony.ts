import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { newToken, tokenHash } from '../lib/tokens';
import { checkAuthentication, relyingPartyOf, type RelyingParty, type StoredPasskey } from '../lib/webauthn';
import {
  findPasskeyByCredential, insertChallenge, recordPasskeyUse, takeChallenge, type ChallengePurpose, type PasskeyRow,
} from '../repositories/passkeys';

/** How long the browser has to answer a WebAuthn ceremony. */
export const CHALLENGE_MINUTES = 5;

/** Whom a ceremony is for: an employee's session, a pending sign-in, or nobody yet (a sign-in with a passkey). */
export interface CeremonyOwner {
  employeeId?: string;
  sessionId?: string;
  pendingSignInId?: string;
}

export const relyingParty = (app: FastifyInstance): RelyingParty => relyingPartyOf(app.config);

export const storedPasskey = (row: PasskeyRow): StoredPasskey => ({
  credentialId: row.credential_id,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: row.transports,
});

/** Keeps the options' challenge for `owner` and answers the options with the token that names it. */
export async function startCeremony<O extends { challenge: string }>(app: FastifyInstance, purpose: ChallengePurpose, options: O, owner: CeremonyOwner) {
  const token = newToken();
  await insertChallenge(app.db, tokenHash(token), purpose, options.challenge, owner, CHALLENGE_MINUTES);
  return { options, challengeToken: token };
}

/**
 * The passkey that answered a ceremony's challenge, in the caller's transaction: the challenge used
 * up (it was this purpose's and this owner's), the answer checked against the stored key, and the
 * counter moved on. `employeeId` narrows it to that employee's passkeys. Null for anything else,
 * alike: an unknown passkey, another's, a wrong answer, a dead or replayed challenge.
 */
export async function passkeyThatAnswered(
  app: FastifyInstance,
  tx: Queryable,
  answer: { challengeToken: string; response: { id: string } },
  purpose: ChallengePurpose,
  owner: CeremonyOwner,
  employeeId?: string,
): Promise<PasskeyRow | null> {
  const challenge = await takeChallenge(tx, tokenHash(answer.challengeToken), purpose, owner);
  if (!challenge) return null;
  const passkey = await findPasskeyByCredential(tx, answer.response.id);
  if (!passkey || (employeeId && passkey.employee_id !== employeeId)) return null;
  const counter = await checkAuthentication(relyingParty(app), answer.response, challenge, storedPasskey(passkey));
  if (counter === null || !(await recordPasskeyUse(tx, passkey.id, counter))) return null;
  return passkey;
}
