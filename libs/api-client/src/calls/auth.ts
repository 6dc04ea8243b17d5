import { api, type CallBody } from '@shopdesk/contracts';
import { callApi } from '../call-api';

/**
 * Signs in; answers the employee with its token (store it with session's `useSignIn`), or, for an
 * employee with a second factor, `{ secondFactor: { pendingToken } }` for loginWithCode. 401: 'Credential Invalid!'.
 */
export const login = (body: CallBody<typeof api.auth.login>) => callApi(api.auth.login, { body });

/** The second step of a sign-in: the pending token and an app's code or a recovery code; answers the employee with its token. */
export const loginWithCode = (body: CallBody<typeof api.auth.loginWithCode>) => callApi(api.auth.loginWithCode, { body });

/** Creates the account of an invite; answers the employee with its token, like `login`. */
export const register = (body: CallBody<typeof api.auth.register>) => callApi(api.auth.register, { body });

/** The e-mail an invite token was sent to. */
export const getEmailFromToken = (token: string) => callApi(api.auth.getEmailFromToken, { params: { token } });

/** Sends a reset link if the account exists; answers the same either way. */
export const forgotPassword = (body: CallBody<typeof api.auth.forgotPassword>) => callApi(api.auth.forgotPassword, { body });

/** Whether a reset link still works (unused, not expired), without using it; 404 when it does not. */
export const checkResetToken = (token: string) => callApi(api.auth.checkResetToken, { params: { token } });

export const resetPassword = (body: CallBody<typeof api.auth.resetPassword>) => callApi(api.auth.resetPassword, { body });

/** Revokes this session on the server; pass it to session's `useLogout`. */
export const logout = () => callApi(api.auth.logout);

/** Starts a sign-in with a passkey instead of the password: the browser's options and the challenge token. */
export const startPasskeySignIn = () => callApi(api.auth.startPasskeySignIn);

/** Signs in with what the passkey answered; answers the employee with its token, like `login`. */
export const finishPasskeySignIn = (body: CallBody<typeof api.auth.finishPasskeySignIn>) => callApi(api.auth.finishPasskeySignIn, { body });

/** The second step of a sign-in with a passkey: the browser's options for the pending sign-in. */
export const startPasskeySecondStep = (pendingToken: string) => callApi(api.auth.startPasskeySecondStep, { body: { pendingToken } });

/** The second step passed with a passkey; answers the employee with its token. */
export const loginWithPasskey = (body: CallBody<typeof api.auth.loginWithPasskey>) => callApi(api.auth.loginWithPasskey, { body });
