import { api, type CallBody, type CallFilters } from '@shopdesk/contracts';
import { callApi, type UploadProgress } from '../call-api';
import { toFormData } from '../form-data';
import { buildListQuery, type ListParams } from '../list-query';

export type SetupGuideFormFields = CallBody<typeof api.serviceSetupGuides.createSetupGuide>;

export const getServiceSetupGuideWithQuery = (
  params: ListParams<CallFilters<typeof api.serviceSetupGuides.listSetupGuides>>,
  signal?: AbortSignal,
) => callApi(api.serviceSetupGuides.listSetupGuides, { query: buildListQuery(params), signal });

export const getSingleServiceSetupGuide = (id: string) =>
  callApi(api.serviceSetupGuides.getSetupGuide, { params: { id } });

/** Creates a setup guide; the image (jpeg or png) is required. */
export const createServiceSetupGuide = (fields: SetupGuideFormFields, image: Blob, onProgress?: UploadProgress) =>
  callApi(api.serviceSetupGuides.createSetupGuide, { body: toFormData(fields, { image }), onUploadProgress: onProgress });

/** Updates a setup guide; a given `image` replaces the old one. */
export const updateServiceSetupGuide = (
  id: string,
  fields: SetupGuideFormFields,
  image?: Blob | null,
  onProgress?: UploadProgress,
) =>
  callApi(api.serviceSetupGuides.updateSetupGuide, {
    params: { id },
    body: toFormData(fields, { image }),
    onUploadProgress: onProgress,
  });

export const archiveServiceSetupGuide = (id: string, isActive: boolean) =>
  callApi(api.serviceSetupGuides.archiveSetupGuide, { params: { id }, body: { isActive } });
