import { levelsRequiredTwoFactor, twoFactorRequired, type TwoFactorSetup } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { hasSecondFactor } from '../repositories/second-factor';
import { applyCoverage, findSecuritySettings, graceOf, setMustEnrol } from '../repositories/security-settings';

interface PolicyEmployee {
  id: string;
  level: string;
}

/**
 * What the shop's two-factor policy asks of the employee: null when it does not cover them or they
 * have a second factor; else by when they must set one up, and whether that has passed. `start`
 * starts their grace period if it had not (a sign-in: the policy now applies to them).
 */
export async function twoFactorSetupOf(db: Queryable, employee: PolicyEmployee, start: boolean): Promise<TwoFactorSetup | null> {
  const settings = await findSecuritySettings(db);
  if (!twoFactorRequired(settings.two_factor_required_for, employee.level)) return null;
  if (await hasSecondFactor(db, employee.id)) return null;
  const grace = await graceOf(db, employee.id, settings.grace_days, start);
  return { dueAt: grace.due_at.toISOString(), required: grace.passed };
}

/**
 * Starts the employee's grace period if the policy covers them and it had not started: at a
 * sign-in, on its own before the sign-in's transaction (which holds the employee row shared while
 * it opens the session: two sign-ins at once each waiting to write it would deadlock).
 */
export async function startGraceAtSignIn(db: Queryable, employee: PolicyEmployee): Promise<void> {
  const settings = await findSecuritySettings(db);
  if (!twoFactorRequired(settings.two_factor_required_for, employee.level)) return;
  await db.query('UPDATE employees SET two_factor_grace_from = now() WHERE id = $1 AND two_factor_grace_from IS NULL', [employee.id]);
}

/**
 * The policy at a sign-in without a second factor (its grace period started: startGraceAtSignIn):
 * past the grace period, the new session may only set one up (see http/enrolment-gate). Answers
 * what the sign-in tells the employee.
 */
export async function twoFactorDutyAtSignIn(tx: Queryable, employee: PolicyEmployee, sessionId: string): Promise<TwoFactorSetup | null> {
  const setup = await twoFactorSetupOf(tx, employee, false);
  if (setup?.required) await setMustEnrol(tx, employee.id, true, sessionId);
  return setup;
}

/** After the employee's second factor went (turned off, or reset by an owner): past the grace period their sessions must set one up again. */
export async function dutyAfterSecondFactorRemoved(tx: Queryable, employee: PolicyEmployee): Promise<void> {
  const setup = await twoFactorSetupOf(tx, employee, true);
  if (setup?.required) await setMustEnrol(tx, employee.id, true);
}

/** After the employee set one up: none of their sessions is held back any more. */
export const dutyDone = (tx: Queryable, employeeId: string) => setMustEnrol(tx, employeeId, false);

/**
 * After the policy changed (or the level of `employeeId`): grace periods start for whom it newly
 * covers and end for whom it no longer does.
 */
export async function applyTwoFactorPolicy(tx: Queryable, employeeId?: string): Promise<void> {
  const settings = await findSecuritySettings(tx);
  await applyCoverage(tx, levelsRequiredTwoFactor(settings.two_factor_required_for), employeeId);
}

/**
 * Whether a session held back to set up a second factor still is: the policy or the employee's
 * level may have changed since its sign-in. A session no longer held is let go for good.
 */
export async function stillMustEnrol(db: Queryable, employee: PolicyEmployee, sessionId: string): Promise<boolean> {
  if ((await twoFactorSetupOf(db, employee, false))?.required) return true;
  await db.query('UPDATE sessions SET must_enrol = false, updated_at = now() WHERE id = $1', [sessionId]);
  return false;
}
