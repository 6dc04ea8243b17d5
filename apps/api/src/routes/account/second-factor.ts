import type { FastifyInstance } from 'fastify';
import { conflict, invalidField } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { newRecoveryCodes, recoveryCodeHash } from '../../lib/recovery-codes';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp';
import { enqueueEmail } from '../../mail/outbox';
import { secondFactorChangedEmail, type SecondFactorChange } from '../../mail/templates';
import type { Queryable } from '../../db/database';
import {
  confirmTotp, countRecoveryCodesLeft, endPendingSignIns, findTotp, removeTotp, replaceRecoveryCodes, startTotpEnrolment,
} from '../../repositories/second-factor';
import { listPasskeys } from '../../repositories/passkeys';
import type { RequestEmployee } from '../../types';
import { toPasskey } from './passkey-row';
import { limitTotpConfirmations } from '../auth/rate-limits';
import { dutyAfterSecondFactorRemoved, dutyDone, twoFactorSetupOf } from '../../security/two-factor-policy';
import { provePassword } from './password-proof';

/** The employee's second factor as the profile shows it. */
export async function mySecurity(db: Queryable, employee: RequestEmployee) {
  const totp = await findTotp(db, employee.id);
  return {
    totp: !totp ? ('off' as const) : totp.confirmed_at ? ('on' as const) : ('enrolling' as const),
    recoveryCodesLeft: totp?.confirmed_at ? await countRecoveryCodesLeft(db, employee.id) : 0,
    passkeys: (await listPasskeys(db, employee.id)).map(toPasskey),
    twoFactorSetup: await twoFactorSetupOf(db, employee, false),
  };
}

const alreadyOn = () => conflict('Two-factor sign-in is already on: turn it off first to set up another app');
const notOn = () => conflict('Two-factor sign-in is not on');

/** A new secret waiting for its first code: shown as a QR code and as text, sealed at rest. */
export async function startEnrolment(app: FastifyInstance, employee: RequestEmployee): Promise<{ secret: string; uri: string }> {
  const secret = newTotpSecret();
  const started = await startTotpEnrolment(app.db, employee.id, app.cipher.encrypt(secret, employee.id));
  if (!started) throw alreadyOn();
  return { secret, uri: totpUri(secret, employee.email) };
}

/** Ten new recovery codes for the employee, their hashes stored; the codes go to the caller once. */
async function freshRecoveryCodes(tx: Queryable, employeeId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(tx, employeeId, codes.map(recoveryCodeHash));
  return codes;
}

export const tellEmployee = (app: FastifyInstance, tx: Queryable, employee: { email: string }, change: SecondFactorChange) =>
  enqueueEmail(tx, app.cipher, secondFactorChangedEmail(employee.email, change, new Date(), `${app.config.publicUrl}/auth/forgotPassword`));

/**
 * Turns the app on with a first code from it (proof the employee's app holds the secret), makes
 * the recovery codes, tells the employee by e-mail and audits it, in one transaction.
 */
export async function confirmEnrolment(app: FastifyInstance, employee: RequestEmployee, actor: Actor, code: string): Promise<string[]> {
  await limitTotpConfirmations(app, employee.id);
  const totp = await findTotp(app.db, employee.id);
  if (!totp) throw conflict('Nothing is being set up: start again');
  if (totp.confirmed_at) throw alreadyOn();
  const step = totpStep(app.cipher.decrypt(totp.secret_enc, employee.id), code, Date.now());
  if (step === null) throw invalidField('code', 'This is not the code your app shows now: check its clock, or type the next one');
  return app.db.transaction(async (tx) => {
    if (!(await confirmTotp(tx, employee.id, step))) throw alreadyOn();
    const codes = await freshRecoveryCodes(tx, employee.id);
    await dutyDone(tx, employee.id);
    await tellEmployee(app, tx, employee, 'on');
    await recordAudit(tx, actor, { action: 'auth.totp_enable', entity: 'employee', entityId: employee.id });
    return codes;
  });
}

/** Turns the app off with the password: the secret and the recovery codes go, waiting sign-ins end. */
export async function disableSecondFactor(app: FastifyInstance, employee: RequestEmployee, actor: Actor, password: string): Promise<void> {
  await provePassword(app, employee.id, password, 'password');
  await app.db.transaction(async (tx) => {
    if (!(await removeTotp(tx, employee.id))) throw notOn();
    await endPendingSignIns(tx, employee.id);
    await dutyAfterSecondFactorRemoved(tx, employee);
    await tellEmployee(app, tx, employee, 'off');
    await recordAudit(tx, actor, { action: 'auth.totp_disable', entity: 'employee', entityId: employee.id });
  });
}

/** Ten new recovery codes with the password; the old ones stop working. */
export async function renewRecoveryCodes(app: FastifyInstance, employee: RequestEmployee, actor: Actor, password: string): Promise<string[]> {
  await provePassword(app, employee.id, password, 'password');
  return app.db.transaction(async (tx) => {
    if ((await findTotp(tx, employee.id))?.confirmed_at == null) throw notOn();
    const codes = await freshRecoveryCodes(tx, employee.id);
    await tellEmployee(app, tx, employee, 'recovery codes');
    await recordAudit(tx, actor, { action: 'auth.recovery_codes_renew', entity: 'employee', entityId: employee.id });
    return codes;
  });
}
