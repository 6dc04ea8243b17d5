import { api, type CallBody, type CallFilters, type BulkTarget } from '@shopdesk/contracts';
import { callApi, type UploadProgress } from '../call-api';
import { toFormData } from '../form-data';
import { buildListQuery, type ListParams } from '../list-query';

export type SetupGuideFormFields = CallBody<typeof api.serviceSetupGuides.createServiceSetupGuide>;

export const getServiceSetupGuideWithQuery = (
  params: ListParams<CallFilters<typeof api.serviceSetupGuides.getServiceSetupGuideWithQuery>>,
  signal?: AbortSignal,
) => callApi(api.serviceSetupGuides.getServiceSetupGuideWithQuery, { query: buildListQuery(params), signal });

export const getSingleServiceSetupGuide = (id: string) =>
  callApi(api.serviceSetupGuides.getSingleServiceSetupGuide, { params: { id } });

/** Creates a setup guide; the image (jpeg or png) is required. */
export const createServiceSetupGuide = (fields: SetupGuideFormFields, image: Blob, onProgress?: UploadProgress) =>
  callApi(api.serviceSetupGuides.createServiceSetupGuide, { body: toFormData(fields, { image }), onUploadProgress: onProgress });

/** Updates a setup guide; a given `image` replaces the old one. */
export const updateServiceSetupGuide = (
  id: string,
  fields: SetupGuideFormFields,
  image?: Blob | null,
  onProgress?: UploadProgress,
) =>
  callApi(api.serviceSetupGuides.updateServiceSetupGuide, {
    params: { id },
    body: toFormData(fields, { image }),
    onUploadProgress: onProgress,
  });

export const archiveServiceSetupGuide = (id: string, isActive: boolean) =>
  callApi(api.serviceSetupGuides.archiveServiceSetupGuide, { params: { id }, body: { isActive } });

export const bulkArchiveServiceSetupGuides = (target: BulkTarget, isActive: boolean) => callApi(api.serviceSetupGuides.bulkArchiveServiceSetupGuides, { body: { ...target, isActive } });
