import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { ActiveFlag, ArchiveBody, ErrorBody, IdParams, Ok, Page, PROTECTED_BASE, SingleLineText } from '../common';
import { bulkArchiveCall } from '../bulk';
import { Country, DeliveryMode, LinkOrApk, Service, ServiceListEntry, ServiceType } from '../entities';
import { SERIAL_MAX, SERVICE_LIMITS } from '../limits';
import { sortableListQuery, type ListSorts } from '../list-sort';
import { exportCallOf, EXPORT_COLUMNS } from '../list-export';

const base = { access: 'protected', tag: 'services' } as const;

/** By serial (the storefront's order), or by name. */
const SERVICE_LIST_SORTS = { fields: { serial: 'number', name: 'text' }, default: 'serial' } as const satisfies ListSorts;
const uploadErrors = { 400: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody } as const;

/**
 * The text fields of the service form, after multipart parsing (numbers parsed, `benefits[]`
 * collected in order). The form sends every field; optional ones left out become empty.
 * The slug is always derived from the name on the server; a sent one is ignored.
 */
export const ServiceFields = Type.Object(
  {
    name: SingleLineText({ minLength: 1, maxLength: SERVICE_LIMITS.nameMaxLength }),
    type: ServiceType,
    country: Type.Optional(Country),
    shortDescription: Type.Optional(Type.String({ maxLength: SERVICE_LIMITS.shortDescriptionMaxLength })),
    price: Type.Number({ minimum: 0, maximum: SERVICE_LIMITS.maxPrice, multipleOf: 0.01 }),
    linkOrApk: LinkOrApk,
    link: Type.Optional(Type.String({ maxLength: SERVICE_LIMITS.linkMaxLength, format: 'uri' })),
    serial: Type.Integer({ minimum: 0, maximum: SERIAL_MAX }),
    slug: Type.Optional(Type.String({ maxLength: 120 })),
    /** Left out: a new service gets its type's default (DEFAULT_DELIVERY), an edited one keeps its own. */
    delivery: Type.Optional(DeliveryMode),
    benefits: Type.Array(SingleLineText({ maxLength: SERVICE_LIMITS.benefitMaxLength }), { minItems: 1, maxItems: SERVICE_LIMITS.maxBenefits }),
  },
  { additionalProperties: false },
);

export const getServiceWithQuery = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}services/getServiceWithQuery`,
  summary: 'Services by serial, with their credential stock; search in name and slug; lowStock keeps stock services running low',
  querystring: sortableListQuery(SERVICE_LIST_SORTS),
  sorts: SERVICE_LIST_SORTS,
  filters: Type.Object(
    { isActive: Type.Optional(ActiveFlag), type: Type.Optional(ServiceType), lowStock: Type.Optional(ActiveFlag) },
    { additionalProperties: false },
  ),
  successStatus: 200,
  response: { 200: Ok(Page(ServiceListEntry)), 400: ErrorBody },
});

export const getSingleService = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}services/getSingleService/:id`,
  summary: 'One service',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(Service), 404: ErrorBody },
});

export const createService = defineCall({
  ...base,
  permission: 'catalogue.write',
  method: 'POST',
  path: `${PROTECTED_BASE}services`,
  summary: 'Create a service (multipart; file field `logo`, jpeg or png)',
  body: ServiceFields,
  files: ['logo'],
  successStatus: 201,
  response: { 201: Ok(Service), ...uploadErrors },
});

export const updateService = defineCall({
  ...base,
  permission: 'catalogue.write',
  method: 'PATCH',
  path: `${PROTECTED_BASE}services/:id`,
  summary: 'Update a service (multipart; a new `logo` replaces the old one)',
  params: IdParams,
  body: ServiceFields,
  files: ['logo'],
  successStatus: 200,
  response: { 200: Ok(Service), 404: ErrorBody, ...uploadErrors },
});

export const archiveService = defineCall({
  ...base,
  permission: 'catalogue.write',
  method: 'PATCH',
  path: `${PROTECTED_BASE}services/archiveService/:id`,
  summary: 'Archive or restore a service',
  params: IdParams,
  body: ArchiveBody,
  successStatus: 200,
  response: { 200: Ok(Service), 400: ErrorBody, 404: ErrorBody },
});

export const bulkArchiveServices = bulkArchiveCall('services', 'services/bulkArchiveServices', 'services');

export const exportServices = exportCallOf(getServiceWithQuery, 'services/export', "Services as a CSV file, with their stock: the list's search, filters and sort (streamed; audited)", EXPORT_COLUMNS.services);
