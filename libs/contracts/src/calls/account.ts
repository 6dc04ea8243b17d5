import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody, Id, IdParams, MessageOnly, Ok, Password, PROTECTED_BASE, SingleLineText, Timestamp } from '../common';
import { PASSKEY_NAME_MAX_LENGTH, WebAuthnAnswer, WebAuthnCeremony } from '../webauthn';
import { PASSWORD_LENGTH } from '../limits';
import { TwoFactorSetup } from '../security';
import { SecondFactorCode } from './auth';

/** Calls about the signed-in employee's own account: every level makes them. */
const base = { access: 'protected', permission: 'account.own', tag: 'account' } as const;

/** One of the employee's live sessions, as their profile lists it. */
export const AccountSession = Type.Object({
  _id: Id,
  /** From the User-Agent when the session was opened: 'Chrome 131'; null when it did not say. */
  browser: Type.Union([Type.String(), Type.Null()]),
  /** 'Windows 10', 'iOS 18.1'; null when the User-Agent did not say. */
  os: Type.Union([Type.String(), Type.Null()]),
  /** The address it was opened from; null for sessions opened before addresses were kept. */
  ip: Type.Union([Type.String(), Type.Null()]),
  signedInAt: Timestamp,
  lastActiveAt: Timestamp,
  /** The session this request is made with ("this device"). */
  current: Type.Boolean(),
});

export const getMySessions = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}account/sessions`,
  summary: "The signed-in employee's live sessions, the most recently used first",
  successStatus: 200,
  response: { 200: Ok(Type.Array(AccountSession)) },
});

export const endMySession = defineCall({
  ...base,
  method: 'PATCH',
  path: `${PROTECTED_BASE}account/sessions/end/:id`,
  summary: "Signs out one of the employee's own sessions (its next request is a 401); 404 when it is not theirs or already ended",
  params: IdParams,
  successStatus: 200,
  response: { 200: MessageOnly, 404: ErrorBody },
});

export const endMyOtherSessions = defineCall({
  ...base,
  method: 'POST',
  path: `${PROTECTED_BASE}account/sessions/endOthers`,
  summary: "Signs out every session of the employee but this one; answers how many ended",
  successStatus: 200,
  response: { 200: Ok(Type.Object({ ended: Type.Integer({ minimum: 0 }) })) },
});

export const changeMyPassword = defineCall({
  ...base,
  method: 'PATCH',
  path: `${PROTECTED_BASE}account/password`,
  summary:
    "Changes the employee's password: the current one is required (400 at currentPassword when wrong, 429 past the limit); every other session ends and an e-mail says so",
  body: Type.Object(
    {
      currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_LENGTH.max }),
      newPassword: Password,
      newPassword2: Password,
    },
    { additionalProperties: false },
  ),
  successStatus: 200,
  response: { 200: MessageOnly, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody },
});

/** One of the employee's passkeys, as their profile lists it. */
export const Passkey = Type.Object({
  _id: Id,
  name: Type.String(),
  createdAt: Timestamp,
  /** Null until it first signs in. */
  lastUsedAt: Type.Union([Timestamp, Type.Null()]),
});

/** The employee's sign-in security: whether an authenticator app is on (or being set up), how many recovery codes are left, their passkeys. */
export const AccountSecurity = Type.Object({
  totp: Type.Union([Type.Literal('off'), Type.Literal('enrolling'), Type.Literal('on')]),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  passkeys: Type.Array(Passkey),
  /** When the shop requires a second factor of the employee and they have none: by when, and whether that has passed. */
  twoFactorSetup: Type.Union([TwoFactorSetup, Type.Null()]),
});

export const getMySecurity = defineCall({
  ...base,
  whileEnrolling: true,
  method: 'GET',
  path: `${PROTECTED_BASE}account/security`,
  summary: "The employee's second factor: the authenticator app off, being set up or on, and the recovery codes left",
  successStatus: 200,
  response: { 200: Ok(AccountSecurity) },
});

export const startTotpEnrolment = defineCall({
  ...base,
  whileEnrolling: true,
  method: 'POST',
  path: `${PROTECTED_BASE}account/totp/start`,
  summary:
    'Starts setting up an authenticator app: a new secret (base32, to type) and its otpauth:// URI (the QR code); 409 when an app is already on',
  successStatus: 200,
  response: { 200: Ok(Type.Object({ secret: Type.String(), uri: Type.String() })), 409: ErrorBody },
});

/** The ten recovery codes, shown once. */
const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });

export const confirmTotpEnrolment = defineCall({
  ...base,
  whileEnrolling: true,
  method: 'POST',
  path: `${PROTECTED_BASE}account/totp/confirm`,
  summary: "Turns the app on with its first code; answers ten recovery codes, shown this once. 400 at code for a wrong one, 409 when nothing is being set up",
  body: Type.Object({ code: Type.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$' }) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(RecoveryCodes), 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
});

/** What proves it is the employee before a second factor changes: the password. */
const PasswordProof = Type.Object({ password: Type.String({ minLength: 1, maxLength: PASSWORD_LENGTH.max }) }, { additionalProperties: false });

export const disableTotp = defineCall({
  ...base,
  method: 'POST',
  path: `${PROTECTED_BASE}account/totp/disable`,
  summary: 'Turns the authenticator app off (the password required: 400 at password when wrong); the recovery codes go too; an e-mail tells',
  body: PasswordProof,
  successStatus: 200,
  response: { 200: MessageOnly, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody },
});

export const renewRecoveryCodes = defineCall({
  ...base,
  method: 'POST',
  path: `${PROTECTED_BASE}account/recoveryCodes`,
  summary: 'Ten new recovery codes, shown this once; the old ones stop working (the password required; 409 when no app is on)',
  body: PasswordProof,
  successStatus: 200,
  response: { 200: Ok(RecoveryCodes), 400: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody },
});

/**
 * A proof of identity for the calls that need a fresh one (`reauth`): the password, or a code of
 * the employee's authenticator app (or a recovery code, then used up).
 */
export const IdentityProof = Type.Union([
  Type.Object({ password: Type.String({ minLength: 1, maxLength: PASSWORD_LENGTH.max }) }, { additionalProperties: false }),
  Type.Object({ code: SecondFactorCode }, { additionalProperties: false }),
  Type.Object({ passkey: WebAuthnAnswer }, { additionalProperties: false }),
]);

export const confirmIdentity = defineCall({
  ...base,
  // Setting up a passkey needs a fresh proof, also for a session held back to set up a second factor.
  whileEnrolling: true,
  method: 'POST',
  path: `${PROTECTED_BASE}account/confirmIdentity`,
  summary:
    "Proves it is the employee again (the password, an app's or recovery code, or a passkey): the session may make the calls that need a fresh proof for the next 10 minutes. 400 at password or code when wrong, 429 past the limit",
  body: IdentityProof,
  successStatus: 200,
  response: { 200: MessageOnly, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody },
});

export const startPasskeyProof = defineCall({
  ...base,
  method: 'POST',
  path: `${PROTECTED_BASE}account/confirmIdentity/passkey`,
  summary: "Starts proving it is the employee with one of their passkeys (for confirmIdentity): the options for the browser and the challenge token; 409 when they have none",
  successStatus: 200,
  response: { 200: Ok(WebAuthnCeremony), 409: ErrorBody },
});

export const startPasskeyRegistration = defineCall({
  ...base,
  reauth: true,
  whileEnrolling: true,
  method: 'POST',
  path: `${PROTECTED_BASE}account/passkeys/start`,
  summary:
    "Starts adding a passkey (a fresh proof first: a passkey signs in without the password): the options for the browser, its other passkeys excluded, and the challenge token",
  successStatus: 200,
  response: { 200: Ok(WebAuthnCeremony), 409: ErrorBody },
});

export const finishPasskeyRegistration = defineCall({
  ...base,
  whileEnrolling: true,
  method: 'POST',
  path: `${PROTECTED_BASE}account/passkeys/finish`,
  summary: 'Adds the passkey the browser made, under a name; an e-mail tells, and it is audited. 400 when the answer does not check out',
  body: Type.Composite(
    [WebAuthnAnswer, Type.Object({ name: SingleLineText({ minLength: 1, maxLength: PASSKEY_NAME_MAX_LENGTH }) })],
    { additionalProperties: false },
  ),
  successStatus: 201,
  response: { 201: Ok(Passkey), 400: ErrorBody, 409: ErrorBody },
});

export const removePasskey = defineCall({
  ...base,
  reauth: true,
  method: 'PATCH',
  path: `${PROTECTED_BASE}account/passkeys/remove/:id`,
  summary: 'Removes one of the employee\'s passkeys (a fresh proof first); an e-mail tells, and it is audited. 404 when it is not theirs',
  params: IdParams,
  successStatus: 200,
  response: { 200: MessageOnly, 404: ErrorBody },
});
