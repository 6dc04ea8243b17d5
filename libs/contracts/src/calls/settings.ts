import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody, Ok, PROTECTED_BASE, Timestamp } from '../common';
import { GRACE_DAYS, TwoFactorPolicy } from '../security';

/** The shop's settings: owners read and change them. */
const base = { access: 'protected', permission: 'settings.manage', tag: 'settings' } as const;

const SecurityPolicyFields = {
  /** Whom the shop requires a second factor of. */
  twoFactorRequiredFor: TwoFactorPolicy,
  /** How long an employee the policy newly covers may still sign in without one. */
  graceDays: Type.Integer({ minimum: GRACE_DAYS.min, maximum: GRACE_DAYS.max }),
};

/** The sign-in policy, and how many of the active employees it covers have a second factor. */
export const SecuritySettings = Type.Object({
  ...SecurityPolicyFields,
  covered: Type.Integer({ minimum: 0 }),
  coveredWithSecondFactor: Type.Integer({ minimum: 0 }),
  /** Null until an owner first changed the defaults. */
  updatedAt: Type.Union([Timestamp, Type.Null()]),
});

export const getSecuritySettings = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}settings/security`,
  summary: 'Whom the shop requires a second factor of, the grace period, and how many employees it covers have one',
  successStatus: 200,
  response: { 200: Ok(SecuritySettings) },
});

export const updateSecuritySettings = defineCall({
  ...base,
  reauth: true,
  method: 'PATCH',
  path: `${PROTECTED_BASE}settings/security`,
  summary:
    'Changes whom the shop requires a second factor of and the grace period; an employee it newly covers gets the grace period from now. Audited',
  body: Type.Object(SecurityPolicyFields, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(SecuritySettings), 400: ErrorBody },
});
