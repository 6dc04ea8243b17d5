import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { Email, ErrorBody, MessageOnly, Ok, Password, PROTECTED_BASE, PUBLIC_AUTH_BASE, SingleLineText, Token } from '../common';
import { SignedInEmployee } from '../entities';
import { Level } from '../levels';
import { PASSWORD_LENGTH, PERSON_NAME_MAX_LENGTH } from '../limits';

const tag = 'auth';
const publicCall = { access: 'public', tag } as const;

/**
 * The answer to a right password of an employee with a second factor: no session yet, a token for
 * the second step (loginWithCode), good for 5 minutes and once.
 */
export const SecondFactorRequired = Type.Object({
  secondFactor: Type.Object({ pendingToken: Token, methods: Type.Array(Type.Union([Type.Literal('totp'), Type.Literal('recoveryCode')])) }),
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
