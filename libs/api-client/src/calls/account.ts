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
