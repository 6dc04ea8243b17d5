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
