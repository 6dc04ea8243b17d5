import { api, type CallBody, type CallFilters, type BulkTarget } from '@shopdesk/contracts';
import { callApi, type UploadProgress } from '../call-api';
import { toFormData } from '../form-data';
import { buildListQuery, type ListParams } from '../list-query';

export type ServiceFormFields = CallBody<typeof api.services.createService>;

// `link` belongs to the link choice only: a value left over from before switching to apk is not sent.
function serviceForm({ link, ...fields }: ServiceFormFields, logo: Blob | null | undefined): FormData {
  return toFormData({ ...fields, link: fields.linkOrApk === 'link' ? link : undefined }, { logo });
}

export const getServiceWithQuery = (
  params: ListParams<CallFilters<typeof api.services.getServiceWithQuery>>,
  signal?: AbortSignal,
) => callApi(api.services.getServiceWithQuery, { query: buildListQuery(params), signal });

export const getSingleService = (id: string) => callApi(api.services.getSingleService, { params: { id } });

export const createService = (fields: ServiceFormFields, logo?: Blob | null, onProgress?: UploadProgress) =>
  callApi(api.services.createService, { body: serviceForm(fields, logo), onUploadProgress: onProgress });

/** Updates a service; a given `logo` replaces the old one. */
export const updateService = (id: string, fields: ServiceFormFields, logo?: Blob | null, onProgress?: UploadProgress) =>
  callApi(api.services.updateService, { params: { id }, body: serviceForm(fields, logo), onUploadProgress: onProgress });

export const archiveService = (id: string, isActive: boolean) =>
  callApi(api.services.archiveService, { params: { id }, body: { isActive } });

export const bulkArchiveServices = (target: BulkTarget, isActive: boolean) => callApi(api.services.bulkArchiveServices, { body: { ...target, isActive } });
