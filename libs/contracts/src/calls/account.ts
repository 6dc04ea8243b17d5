import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody, Id, IdParams, MessageOnly, Ok, Password, PROTECTED_BASE, Timestamp } from '../common';
import { PASSWORD_LENGTH } from '../limits';

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
