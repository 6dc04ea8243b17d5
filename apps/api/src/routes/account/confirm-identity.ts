import type { FastifyInstance } from 'fastify';
import { invalidField } from '../../errors';
import { markProven } from '../../http/reauth';
import { recordAudit, type Actor } from '../../lib/audit';
import type { RequestEmployee } from '../../types';
import { passCode, type CodeKind } from '../auth/pass-code';
import { identityProofLimit } from '../auth/rate-limits';
import { passkeyProves } from './passkeys';
import { provePassword } from './password-proof';

type PasskeyAnswer = { challengeToken: string; response: { id: string } };
type Proof = { password: string } | { code: string } | { passkey: PasskeyAnswer };

/** A wrong code of a session's proof: a 400 at `code` (a 401 would sign the employee out). */
const wrongCode = () => invalidField('code', 'This code is wrong or was used already: type the one your app shows now, or a recovery code');

/** Checks a code from the employee's app (or a recovery code, used up) as their proof, counted like wrong passwords. */
async function proveCode(app: FastifyInstance, employeeId: string, code: string): Promise<CodeKind> {
  const limit = identityProofLimit(app, employeeId);
  await limit.countAttempt();
  const passed = await app.db.transaction((tx) => passCode(app, tx, employeeId, code));
  if (!passed) throw wrongCode();
  await limit.succeeded();
  return passed;
}

/** Checks one of the employee's passkeys as their proof (the challenge was this session's), counted like wrong passwords. */
async function provePasskey(app: FastifyInstance, employee: RequestEmployee, answer: PasskeyAnswer): Promise<'passkey'> {
  const limit = identityProofLimit(app, employee.id);
  await limit.countAttempt();
  if (!(await passkeyProves(app, employee, answer))) throw invalidField('passkey', 'The passkey did not confirm it: try again, or use your password');
  await limit.succeeded();
  return 'passkey';
}

/** Checks the proof; answers how it was given. */
async function prove(app: FastifyInstance, employee: RequestEmployee, proof: Proof): Promise<'password' | 'passkey' | CodeKind> {
  if ('code' in proof) return proveCode(app, employee.id, proof.code);
  if ('passkey' in proof) return provePasskey(app, employee, proof.passkey);
  await provePassword(app, employee.id, proof.password, 'password');
  return 'password';
}

/**
 * Proves it is the session's employee again, for the calls that need a fresh proof: the window of
 * REAUTH_WINDOW_MINUTES starts on the app's clock, and the proof is audited (how, never what).
 */
export async function confirmIdentity(app: FastifyInstance, employee: RequestEmployee, actor: Actor, proof: Proof): Promise<void> {
  const method = await prove(app, employee, proof);
  await app.db.transaction(async (tx) => {
    await markProven(tx, employee.sessionId, app.clock.now());
    await recordAudit(tx, actor, { action: 'auth.reauth', entity: 'session', entityId: employee.sessionId, after: { method } });
  });
}
