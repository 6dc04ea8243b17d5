import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Timestamp } from './common';
import { LEVELS, type Level } from './levels';

/**
 * How long a proof of identity (the password, an app's code, a passkey) lets an employee make the
 * calls that need one again. Each such call starts the window anew.
 */
export const REAUTH_WINDOW_MINUTES = 10;

/**
 * The `code` of a refused call's error body, for the refusals the web side answers by itself:
 * a call that needs a fresh proof of identity (it asks for one and sends the call again), and a
 * call made before the employee set up the second factor their shop requires (it takes them there).
 */
export const ERROR_CODES = {
  reauthRequired: 'REAUTH_REQUIRED',
  enrolmentRequired: 'ENROLMENT_REQUIRED',
  /** The storefront sent a payment (method and transaction id) an order already has: the answer names that order. */
  duplicateTransaction: 'DUPLICATE_TRANSACTION',
} as const;

/** Whom the shop requires a second factor of, as owners set it. */
export const TWO_FACTOR_POLICIES = ['nobody', 'owners_and_managers', 'everyone'] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];
export const TwoFactorPolicy = Type.Union(TWO_FACTOR_POLICIES.map((policy) => Type.Literal(policy)));

export const TWO_FACTOR_POLICY_LABELS: Record<TwoFactorPolicy, string> = {
  nobody: 'Nobody',
  owners_and_managers: 'Owners and managers',
  everyone: 'Everyone',
};

/** The days an employee the policy newly covers may still sign in without a second factor. */
export const GRACE_DAYS = { default: 14, min: 0, max: 90 } as const;

/** Whether `policy` requires a second factor of an employee of `level`. */
export function twoFactorRequired(policy: TwoFactorPolicy, level: string): boolean {
  if (policy === 'everyone') return true;
  return policy === 'owners_and_managers' && (level === 'owner' || level === 'manager');
}

/** The levels `policy` requires a second factor of. */
export const levelsRequiredTwoFactor = (policy: TwoFactorPolicy): Level[] => LEVELS.filter((level) => twoFactorRequired(policy, level));

/**
 * What a sign-in answers besides the session when the shop requires a second factor of an employee
 * who has none: by when (`dueAt`), and whether that time has passed (`required`: until they set one
 * up, their session makes only the calls that do it).
 */
export const TwoFactorSetup = Type.Object({ dueAt: Timestamp, required: Type.Boolean() });
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;
