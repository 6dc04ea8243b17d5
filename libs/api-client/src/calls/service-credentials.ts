import { api, type CallBody, type CallFilters, type BulkTarget } from '@shopdesk/contracts';
import { callApi, fetchCallFile } from '../call-api';
import { buildListQuery, type ListParams } from '../list-query';

export type CredentialFormFields = CallBody<typeof api.serviceCredentials.createServiceCredential>;

/** Credentials without their passwords. */
export const getServiceCredentialWithQuery = (
  params: ListParams<CallFilters<typeof api.serviceCredentials.getServiceCredentialWithQuery>>,
  signal?: AbortSignal,
) => callApi(api.serviceCredentials.getServiceCredentialWithQuery, { query: buildListQuery(params), signal });

/** One credential with its decrypted password: do not keep it cached (`gcTime: 0`). */
export const getSingleServiceCredential = (id: string) =>
  callApi(api.serviceCredentials.getSingleServiceCredential, { params: { id } });

export const createServiceCredential = (body: CredentialFormFields) =>
  callApi(api.serviceCredentials.createServiceCredential, { body });

export const updateServiceCredential = (id: string, body: CredentialFormFields) =>
  callApi(api.serviceCredentials.updateServiceCredential, { params: { id }, body });

export const archiveServiceCredential = (id: string, isActive: boolean) =>
  callApi(api.serviceCredentials.archiveServiceCredential, { params: { id }, body: { isActive } });

export type CredentialImportFields = CallBody<typeof api.serviceCredentials.previewCredentialImport>;

/** How an import's lines sort (new, duplicate, already in stock, malformed); writes nothing. */
export const previewCredentialImport = (body: CredentialImportFields) =>
  callApi(api.serviceCredentials.previewCredentialImport, { body });

/** Imports the new lines of a batch (the API sorts them again) and answers how many it wrote. */
export const importServiceCredentials = (body: CredentialImportFields) =>
  callApi(api.serviceCredentials.importServiceCredentials, { body });

/** The service's credentials as a CSV file (no passwords) and the file's name; the API audits it. */
export const exportServiceCredentials = (serviceId: string) =>
  fetchCallFile(api.serviceCredentials.exportServiceCredentials, { params: { id: serviceId } });

export const bulkArchiveServiceCredentials = (target: BulkTarget, isActive: boolean) => callApi(api.serviceCredentials.bulkArchiveServiceCredentials, { body: { ...target, isActive } });
