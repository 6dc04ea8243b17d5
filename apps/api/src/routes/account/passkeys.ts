import type { FastifyInstance } from 'fastify';
import { conflict, invalidField, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { tokenHash } from '../../lib/tokens';
import { authenticationOptions, checkRegistration, registrationOptions } from '../../lib/webauthn';
import { deletePasskey, insertPasskey, listPasskeys, takeChallenge } from '../../repositories/passkeys';
import { passkeyThatAnswered, relyingParty, startCeremony, storedPasskey } from '../../security/passkey-ceremony';
import { dutyAfterSecondFactorRemoved, dutyDone } from '../../security/two-factor-policy';
import type { RequestEmployee } from '../../types';
import { toPasskey } from './passkey-row';
import { tellEmployee } from './second-factor';

const owner = (employee: RequestEmployee) => ({ employeeId: employee.id, sessionId: employee.sessionId });

/** The options to make a new passkey (the route asked for a fresh proof: a passkey signs in alone). */
export async function startRegistration(app: FastifyInstance, employee: RequestEmployee) {
  const existing = (await listPasskeys(app.db, employee.id)).map(storedPasskey);
  const options = await registrationOptions(relyingParty(app), employee, existing);
  return startCeremony(app, 'register', options, owner(employee));
}

/**
 * Adds the passkey the browser made, when it answers the challenge this session was given: the
 * employee is no longer held back by the two-factor policy, an e-mail tells, the audit log says
 * which (by name). 400 for an answer that does not check out, 409 for a passkey already added.
 */
export async function finishRegistration(
  app: FastifyInstance,
  employee: RequestEmployee,
  actor: Actor,
  body: { challengeToken: string; response: unknown; name: string },
) {
  return app.db.transaction(async (tx) => {
    const challenge = await takeChallenge(tx, tokenHash(body.challengeToken), 'register', owner(employee));
    if (!challenge) throw invalidField('challengeToken', 'Adding the passkey took too long or was already done: start again');
    const made = await checkRegistration(relyingParty(app), body.response, challenge);
    if (!made) throw invalidField('response', 'The passkey could not be checked: start again');
    const row = await insertPasskey(tx, { employeeId: employee.id, ...made, name: body.name.trim() });
    if (!row) throw conflict('This passkey is already added');
    await dutyDone(tx, employee.id);
    await tellEmployee(app, tx, employee, 'passkey added');
    await recordAudit(tx, actor, { action: 'auth.passkey_add', entity: 'employee', entityId: employee.id, after: { passkey: row.name } });
    return toPasskey(row);
  });
}

/** Removes one of the employee's passkeys (the route asked for a fresh proof); 404 when it is not theirs. */
export async function removePasskey(app: FastifyInstance, employee: RequestEmployee, actor: Actor, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const name = await deletePasskey(tx, employee.id, id);
    if (name === undefined) throw notFound('Passkey');
    await dutyAfterSecondFactorRemoved(tx, employee);
    await tellEmployee(app, tx, employee, 'passkey removed');
    await recordAudit(tx, actor, { action: 'auth.passkey_remove', entity: 'employee', entityId: employee.id, before: { passkey: name } });
  });
}

/** The options to prove it is the employee with one of their passkeys; 409 when they have none. */
export async function startPasskeyProof(app: FastifyInstance, employee: RequestEmployee) {
  const passkeys = (await listPasskeys(app.db, employee.id)).map(storedPasskey);
  if (passkeys.length === 0) throw conflict('You have no passkey: confirm with your password');
  return startCeremony(app, 'proof', await authenticationOptions(relyingParty(app), passkeys), owner(employee));
}

/** Whether the passkey answer proves it is the session's employee (the challenge was this session's). */
export async function passkeyProves(app: FastifyInstance, employee: RequestEmployee, answer: { challengeToken: string; response: { id: string } }): Promise<boolean> {
  return app.db.transaction(async (tx) => (await passkeyThatAnswered(app, tx, answer, 'proof', owner(employee), employee.id)) !== null);
}
