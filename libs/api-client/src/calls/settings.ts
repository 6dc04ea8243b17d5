import { api, type CallBody } from '@shopdesk/contracts';
import { callApi, sendCall } from '../call-api';

/** Whom the shop requires a second factor of, the grace period, and how many it covers have one (owners). */
export const getSecuritySettings = () => callApi(api.settings.getSecuritySettings);

export type SecurityPolicyFields = CallBody<typeof api.settings.updateSecuritySettings>;

/** Changes the sign-in policy (owners, with a fresh proof); answers the settings and the API's message. */
export const updateSecuritySettings = (body: SecurityPolicyFields) => sendCall(api.settings.updateSecuritySettings, { body });
