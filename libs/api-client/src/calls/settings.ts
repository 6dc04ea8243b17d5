import { api, type CallBody } from '@shopdesk/contracts';
import { callApi, sendCall } from '../call-api';

/** Whom the shop requires a second factor of, the grace period, and how many it covers have one (owners). */
export const getSecuritySettings = () => callApi(api.settings.getSecuritySettings);

export type SecurityPolicyFields = CallBody<typeof api.settings.updateSecuritySettings>;

/** Changes the sign-in policy (owners, with a fresh proof); answers the settings and the API's message. */
export const updateSecuritySettings = (body: SecurityPolicyFields) => sendCall(api.settings.updateSecuritySettings, { body });

/** The storefront's keys, revoked ones too (owners); never the keys themselves. */
export const getStorefrontKeys = () => callApi(api.settings.getStorefrontKeys);

/** Makes a storefront key under a name (a fresh proof first); answers the key, shown this once, and the listed key. */
export const createStorefrontKey = (name: string) => sendCall(api.settings.createStorefrontKey, { body: { name } });

/** Revokes a storefront key (a fresh proof first); answers it as listed and the API's message. */
export const revokeStorefrontKey = (id: string) => sendCall(api.settings.revokeStorefrontKey, { params: { id } });
