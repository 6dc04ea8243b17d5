import { api, type CallBody } from '@shopdesk/contracts';
import { callApi, sendCall } from '../call-api';

/** The signed-in employee's live sessions, the most recently used first, this one marked `current`. */
export const getMySessions = () => callApi(api.account.getMySessions);

/** Signs out one of one's own sessions (404 when it is not one's own or has ended). */
export const endMySession = (id: string) => callApi(api.account.endMySession, { params: { id } });

/** Signs out every other session; answers the API's message ('Signed out 2 other sessions') and the count. */
export const endMyOtherSessions = () => sendCall(api.account.endMyOtherSessions);

export type PasswordChangeFields = CallBody<typeof api.account.changeMyPassword>;

/** Changes one's password (400 at currentPassword when wrong); the other sessions end. Answers the API's message. */
export const changeMyPassword = (body: PasswordChangeFields) => sendCall(api.account.changeMyPassword, { body });

/** The employee's second factor: the app off, being set up or on, and the recovery codes left. */
export const getMySecurity = () => callApi(api.account.getMySecurity);

/** Starts setting up an authenticator app: its secret (to type) and otpauth:// URI (the QR code). */
export const startTotpEnrolment = () => callApi(api.account.startTotpEnrolment);

/** Turns the app on with its first code; answers the ten recovery codes, shown once. */
export const confirmTotpEnrolment = (code: string) => callApi(api.account.confirmTotpEnrolment, { body: { code } });

/** Turns the app off (the password required). */
export const disableTotp = (password: string) => sendCall(api.account.disableTotp, { body: { password } });

/** Ten new recovery codes (the password required); the old ones stop working. */
export const renewRecoveryCodes = (password: string) => callApi(api.account.renewRecoveryCodes, { body: { password } });

export type IdentityProof = CallBody<typeof api.account.confirmIdentity>;

/** Proves it is the employee again (the password, or a code): the calls that need it work for the next minutes. */
export const confirmIdentity = (body: IdentityProof) => sendCall(api.account.confirmIdentity, { body });

export type PasskeyAnswer = CallBody<typeof api.account.finishPasskeyRegistration>;

/** Starts adding a passkey (a fresh proof is asked for first): the browser's options and the challenge token. */
export const startPasskeyRegistration = () => callApi(api.account.startPasskeyRegistration);

/** Adds the passkey the browser made, under a name; answers it as listed. */
export const finishPasskeyRegistration = (body: PasskeyAnswer) => callApi(api.account.finishPasskeyRegistration, { body });

/** Removes one of one's passkeys (a fresh proof is asked for first). */
export const removePasskey = (id: string) => sendCall(api.account.removePasskey, { params: { id } });

/** Starts proving it's the employee with a passkey: the browser's options and the challenge token. */
export const startPasskeyProof = () => callApi(api.account.startPasskeyProof);
