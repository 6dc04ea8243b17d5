import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { ActiveFlag, ArchiveBody, ErrorBody, IdParams, Ok, Page, PROTECTED_BASE } from '../common';
import { bulkArchiveCall } from '../bulk';
import { ServiceSetupGuide, ServiceType } from '../entities';
import { SERIAL_MAX } from '../limits';
import { sortableListQuery, type ListSorts } from '../list-sort';
import { exportCallOf, EXPORT_COLUMNS } from '../list-export';

const base = { access: 'protected', tag: 'serviceSetupGuides' } as const;

const SETUP_GUIDE_LIST_SORTS = { fields: { serial: 'number' }, default: 'serial' } as const satisfies ListSorts;
const uploadErrors = { 400: ErrorBody, 413: ErrorBody, 415: ErrorBody } as const;

/** Text fields of the setup-guide form; the `image` file is required on create. */
export const SetupGuideFields = Type.Object(
  { type: ServiceType, serial: Type.Integer({ minimum: 0, maximum: SERIAL_MAX }) },
  { additionalProperties: false },
);

export const getServiceSetupGuideWithQuery = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}serviceSetupGuides/getServiceSetupGuideWithQuery`,
  summary: 'Setup guides by serial; search matches the serial',
  querystring: sortableListQuery(SETUP_GUIDE_LIST_SORTS),
  sorts: SETUP_GUIDE_LIST_SORTS,
  filters: Type.Object({ isActive: Type.Optional(ActiveFlag), type: Type.Optional(ServiceType) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Page(ServiceSetupGuide)), 400: ErrorBody },
});

export const getSingleServiceSetupGuide = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}serviceSetupGuides/getSingleServiceSetupGuide/:id`,
  summary: 'One setup guide',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(ServiceSetupGuide), 404: ErrorBody },
});

export const createServiceSetupGuide = defineCall({
  ...base,
  permission: 'catalogue.write',
  method: 'POST',
  path: `${PROTECTED_BASE}serviceSetupGuides`,
  summary: 'Create a setup guide (multipart; file field `image`, jpeg or png, required)',
  body: SetupGuideFields,
  files: ['image'],
  successStatus: 201,
  response: { 201: Ok(ServiceSetupGuide), ...uploadErrors },
});

export const updateServiceSetupGuide = defineCall({
  ...base,
  permission: 'catalogue.write',
  method: 'PATCH',
  path: `${PROTECTED_BASE}serviceSetupGuides/:id`,
  summary: 'Update a setup guide (multipart; a new `image` replaces the old one)',
  params: IdParams,
  body: SetupGuideFields,
  files: ['image'],
  successStatus: 200,
  response: { 200: Ok(ServiceSetupGuide), 404: ErrorBody, ...uploadErrors },
});

export const archiveServiceSetupGuide = defineCall({
  ...base,
  permission: 'catalogue.write',
  method: 'PATCH',
  path: `${PROTECTED_BASE}serviceSetupGuides/archiveServiceSetupGuide/:id`,
  summary: 'Archive or restore a setup guide',
  params: IdParams,
  body: ArchiveBody,
  successStatus: 200,
  response: { 200: Ok(ServiceSetupGuide), 400: ErrorBody, 404: ErrorBody },
});

export const bulkArchiveServiceSetupGuides = bulkArchiveCall('serviceSetupGuides', 'serviceSetupGuides/bulkArchiveServiceSetupGuides', 'setup guides');

export const exportServiceSetupGuides = exportCallOf(getServiceSetupGuideWithQuery, 'serviceSetupGuides/export', "Setup guides as a CSV file: the list's search, filters and sort (streamed; audited)", EXPORT_COLUMNS.setupGuides);
