import * as account from './calls/account';
import * as auditLog from './calls/audit-log';
import * as auth from './calls/auth';
import * as employees from './calls/employees';
import * as orders from './calls/orders';
import * as preferences from './calls/preferences';
import * as savedViews from './calls/saved-views';
import * as search from './calls/search';
import * as services from './calls/services';
import * as settings from './calls/settings';
import * as serviceCredentials from './calls/service-credentials';
import * as serviceSetupGuides from './calls/service-setup-guides';
import * as storefront from './calls/storefront';
import * as system from './calls/system';
import * as watchList from './calls/watch-list';
import { isCallDef, type CallDef } from './call';

export * from './call';
export * from './common';
export * from './list-sort';
export * from './bulk';
export * from './list-export';
export * from './limits';
export * from './levels';
export * from './audit';
export * from './security';
export * from './webauthn';
export * from './customer-care';
export * from './watch-list';
export * from './saved-views';
export * from './preferences';
export * from './search';
export { AuditFilters } from './calls/audit-log';
export { AccountSecurity, AccountSession, Passkey } from './calls/account';
export { SecuritySettings, STOREFRONT_KEY_NAME_MAX_LENGTH, StorefrontKey } from './calls/settings';
export { EmployeeSecurity } from './calls/employees';
export { SecondFactorRequired } from './calls/auth';
export { slugify } from './slug';
export * from './entities';
export { ServiceFields } from './calls/services';
export { CredentialFields, CredentialImportPreview } from './calls/service-credentials';
export { SetupGuideFields } from './calls/service-setup-guides';
export { DuplicateTransactionBody, IDEMPOTENT_REPLAY_HEADER, STOREFRONT_BASE, STOREFRONT_KEY_HEADER, StorefrontOrderBody } from './calls/storefront';

/** Every call of the API, grouped by resource. The single source of paths and schemas. */
export const api = { account, auditLog, auth, employees, orders, preferences, savedViews, search, services, serviceCredentials, serviceSetupGuides, settings, storefront, system, watchList } as const;

/** Every call as a flat list, e.g. to register routes or to enumerate protected ones in tests. */
export const allCalls: readonly CallDef[] = Object.values(api).flatMap((group) =>
  Object.values(group as Record<string, unknown>).filter(isCallDef),
);
