export { configureApiClient, LOGIN_PATH, TWO_FACTOR_SETUP_PATH, type ApiClientConfig } from './config';
export { warmUpHttp } from './http';
export { registerIdentityCheck, type IdentityCheck } from './identity-check';
export { addPasskey, passkeyFailure, passkeysSupported, passSecondStepWithPasskey, proveWithPasskey, signInWithPasskey } from './passkeys';
export { ApiError, errorMessage, type ErrorDetail } from './api-error';
export { imageUrl } from './image-url';
export { callApi, fetchCallFile, type CallFile, type CallOptions, type UploadProgress } from './call-api';
export { buildListQuery, type ListParams, type ListRequestQuery } from './list-query';
export * from './calls/account';
export * from './calls/audit-log';
export * from './calls/auth';
export * from './calls/employees';
export * from './calls/orders';
export * from './calls/preferences';
export * from './calls/saved-views';
export * from './calls/search';
export { useSearchEverything, type SearchEverything } from './query/use-search-everything';
export * from './calls/watch-list';
export * from './calls/services';
export * from './calls/settings';
export * from './calls/service-credentials';
export * from './calls/service-setup-guides';
export * from './calls/system';
export { listExport, type ExportCall, type ListExport } from './list-export';
export { useApiList, type ListFetcher } from './query/use-api-list';
export { queryKeys } from './query/query-keys';
export { createQueryClient } from './query/query-client';
export { countsByStatus, useOrderCounts, type OrderCounts } from './query/use-order-counts';
export { usePreferences, type PreferencesState } from './query/use-preferences';
export { useOrdersDashboard } from './query/use-orders-dashboard';
export { useArchive, type Archive, type ArchiveCall, type ArchiveConfirmData, type ArchivableRow } from './query/use-archive';
export { useBulkAction } from './query/use-bulk-action';
export {
  formFailure,
  toFormErrors,
  type FieldOf,
  type FormErrors,
  type FormFailure,
  type FormFailureOptions,
} from './forms/form-errors';
export {
  useFormMutation,
  type FormCall,
  type FormMutation,
  type FormMutationOptions,
} from './forms/use-form-mutation';
export { useLiveOrderEvents, useLiveOrders, useLiveStatus, type LiveOrderEvent } from './live/live-orders';
export type { LiveStatus } from './live/order-events-stream';
export { useDebouncedValue } from './use-debounced-value';
