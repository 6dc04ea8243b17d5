import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { Email, ErrorBody, MessageOnly, Ok, Password, PROTECTED_BASE, PUBLIC_AUTH_BASE, SingleLineText, Token } from '../common';
import { SignedInEmployee } from '../entities';
import { Level } from '../levels';
import { PASSWORD_LENGTH, PERSON_NAME_MAX_LENGTH } from '../limits';
import { WebAuthnAnswer, WebAuthnCeremony } from '../webauthn';

const tag = 'auth';
const publicCall = { access: 'public', tag } as const;

/**
 * The answer to a right password of an employee with a second factor: no session yet, a token for
 * the second step (loginWithCode), good for 5 minutes and once.
 */
export const SecondFactorRequired = Type.Object({
  secondFactor: Type.Object({
    pendingToken: Token,
    /** What the employee has: an app's codes (and recovery codes with it), passkeys. */
    methods: Type.Array(Type.Union([Type.Literal('totp'), Type.Literal('recoveryCode'), Type.Literal('passkey')])),
  }),
});

export const login = defineCall({
  ...publicCall,
  method: 'POST',
  path: `${PUBLIC_AUTH_BASE}login/`,
  summary:
    'Sign in; answers the employee with a new session token, or, for an employee with a second factor, a pending sign-in for loginWithCode',
  body: Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: PASSWORD_LENGTH.max }) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Type.Union([SignedInEmployee, SecondFactorRequired])), 401: ErrorBody, 429: ErrorBody, 503: ErrorBody },
});

/** What the second step of a sign-in takes: an app's 6 digits, or a recovery code (`7K2QX-M9T4D`). */
export const SecondFactorCode = Type.String({ minLength: 6, maxLength: 20, pattern: '^[0-9A-Za-z -]+$' });

export const loginWithCode = defineCall({
  ...publicCall,
  method: 'POST',
  path: `${PUBLIC_AUTH_BASE}login/code/`,
  summary:
    "The second step of a sign-in: the pending sign-in's token and a code of the employee's app (or a recovery code, then used up); answers the employee with a new session token. 401 for a wrong code or a dead pending sign-in alike",
  body: Type.Object({ pendingToken: Token, code: SecondFactorCode }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(SignedInEmployee), 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
});

export const register = defineCall({
  ...publicCall,
  method: 'POST',
  path: `${PUBLIC_AUTH_BASE}register/`,
  summary: 'Create an account from an invite; the e-mail is taken from the invite',
  body: Type.Object(
    {
      token: Token,
      name: SingleLineText({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH }),
      email: Type.Optional(Email),
      password: Password,
      password2: Password,
    },
    { additionalProperties: false },
  ),
  successStatus: 201,
  response: { 201: Ok(SignedInEmployee), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody },
});

export const getEmailFromToken = defineCall({
  ...publicCall,
  method: 'GET',
  path: `${PUBLIC_AUTH_BASE}getEmailFromToken/:token`,
  summary: 'The invited e-mail of a live invite token, and the level it joins at',
  params: Type.Object({ token: Token }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Type.Object({ email: Email, level: Level })), 404: ErrorBody, 429: ErrorBody },
});

export const forgotPassword = defineCall({
  ...publicCall,
  method: 'POST',
  path: `${PUBLIC_AUTH_BASE}forgotEmployeePassword/`,
  summary: 'Send a reset link if the account exists (same answer either way)',
  body: Type.Object({ email: Email }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: MessageOnly, 429: ErrorBody },
});

export const resetPassword = defineCall({
  ...publicCall,
  method: 'PATCH',
  path: `${PUBLIC_AUTH_BASE}resetEmployeePassword/`,
  summary: 'Set a new password with a reset token; revokes every session of that employee',
  body: Type.Object({ token: Token, newPassword: Password }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: MessageOnly, 400: ErrorBody, 503: ErrorBody },
});

export const checkResetToken = defineCall({
  ...publicCall,
  method: 'GET',
  path: `${PUBLIC_AUTH_BASE}resetEmployeePassword/:token`,
  summary: 'Whether a reset token still works (unused, not expired), without using it',
  params: Type.Object({ token: Token }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: MessageOnly, 404: ErrorBody, 429: ErrorBody },
});

export const logout = defineCall({
  access: 'protected',
  permission: 'account.own',
  whileEnrolling: true,
  tag,
  method: 'POST',
  path: `${PROTECTED_BASE}auth/logout`,
  summary: 'Revoke this session',
  successStatus: 200,
  response: { 200: MessageOnly },
});

export const startPasskeySignIn = defineCall({
  ...publicCall,
  method: 'POST',
  path: `${PUBLIC_AUTH_BASE}passkey/start/`,
  summary: 'Starts a sign-in with a passkey instead of the password: the options for the browser (any passkey of this shop) and the challenge token',
  successStatus: 200,
  response: { 200: Ok(WebAuthnCeremony), 429: ErrorBody },
});

export const finishPasskeySignIn = defineCall({
  ...publicCall,
  method: 'POST',
  path: `${PUBLIC_AUTH_BASE}passkey/finish/`,
  summary:
    "Signs in with what the passkey answered (it proves both factors: the device and its PIN or biometric): a new session token. 401 for an unknown passkey, a wrong answer or a dead challenge alike",
  body: WebAuthnAnswer,
  successStatus: 200,
  response: { 200: Ok(SignedInEmployee), 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
});

export const startPasskeySecondStep = defineCall({
  ...publicCall,
  method: 'POST',
  path: `${PUBLIC_AUTH_BASE}login/passkey/start/`,
  summary: "The second step of a sign-in with a passkey: the options for the browser (the employee's passkeys) for the pending sign-in",
  body: Type.Object({ pendingToken: Token }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(WebAuthnCeremony), 401: ErrorBody, 429: ErrorBody },
});

export const loginWithPasskey = defineCall({
  ...publicCall,
  method: 'POST',
  path: `${PUBLIC_AUTH_BASE}login/passkey/`,
  summary: "The second step of a sign-in, passed with one of the employee's passkeys: a new session token. 401 for a wrong answer or a dead pending sign-in alike",
  body: Type.Composite([Type.Object({ pendingToken: Token }), WebAuthnAnswer], { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(SignedInEmployee), 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
});
