import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody, Id, IdParams, Ok, PROTECTED_BASE, SingleLineText, Timestamp } from '../common';
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

/** The longest name of a storefront key ("web shop"). */
export const STOREFRONT_KEY_NAME_MAX_LENGTH = 100;

/** A storefront key as owners see it: never the key itself, which is shown once when made. */
export const StorefrontKey = Type.Object({
  _id: Id,
  name: Type.String(),
  createdAt: Timestamp,
  /** Updated at most once a minute; null until first used. */
  lastUsedAt: Type.Union([Timestamp, Type.Null()]),
  revokedAt: Type.Union([Timestamp, Type.Null()]),
});

export const getStorefrontKeys = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}settings/storefrontKeys`,
  summary: "The storefront's keys, revoked ones too, oldest first (never the keys themselves)",
  successStatus: 200,
  response: { 200: Ok(Type.Array(StorefrontKey)) },
});

export const createStorefrontKey = defineCall({
  ...base,
  reauth: true,
  method: 'POST',
  path: `${PROTECTED_BASE}settings/storefrontKeys`,
  summary: 'Makes a storefront key under a name (a fresh proof first): the key is in this answer only, its hash is kept. 409 at name when taken. Audited',
  body: Type.Object(
    { name: SingleLineText({ minLength: 1, maxLength: STOREFRONT_KEY_NAME_MAX_LENGTH }) },
    { additionalProperties: false },
  ),
  successStatus: 201,
  response: { 201: Ok(Type.Object({ key: Type.String(), storefrontKey: StorefrontKey })), 400: ErrorBody, 409: ErrorBody },
});

export const revokeStorefrontKey = defineCall({
  ...base,
  reauth: true,
  method: 'PATCH',
  path: `${PROTECTED_BASE}settings/storefrontKeys/revoke/:id`,
  summary: "Revokes a storefront key (a fresh proof first): the storefront's next call with it is a 401. 404 for no such key, 409 when already revoked. Audited",
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(StorefrontKey), 404: ErrorBody, 409: ErrorBody },
});
