import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { ActiveFlag, ArchiveBody, ErrorBody, Id, IdParams, Ok, Page, PROTECTED_BASE, SingleLineText } from '../common';
import { bulkArchiveCall } from '../bulk';
import { ServiceCredential, ServiceCredentialSummary } from '../entities';
import { CREDENTIAL_IMPORT, CREDENTIAL_LIMITS } from '../limits';
import { sortableListQuery, type ListSorts } from '../list-sort';

const base = { access: 'protected', tag: 'serviceCredentials' } as const;

/** Newest first (what was just imported on top), or by user id. */
const CREDENTIAL_LIST_SORTS = { fields: { createdAt: 'time', userId: 'text' }, default: '-createdAt' } as const satisfies ListSorts;

export const CredentialFields = Type.Object(
  {
    service: Id,
    userId: Type.Optional(SingleLineText({ maxLength: CREDENTIAL_LIMITS.userIdMaxLength })),
    password: Type.String({ minLength: 1, maxLength: CREDENTIAL_LIMITS.passwordMaxLength }),
  },
  { additionalProperties: false },
);

export const getServiceCredentialWithQuery = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}serviceCredentials/getServiceCredentialWithQuery`,
  summary: 'Credentials (without passwords); search in userId',
  querystring: sortableListQuery(CREDENTIAL_LIST_SORTS),
  sorts: CREDENTIAL_LIST_SORTS,
  filters: Type.Object(
    {
      isActive: Type.Optional(ActiveFlag),
      service: Type.Optional(Id),
      isUsed: Type.Optional(ActiveFlag),
      isBad: Type.Optional(ActiveFlag),
    },
    { additionalProperties: false },
  ),
  successStatus: 200,
  response: { 200: Ok(Page(ServiceCredentialSummary)), 400: ErrorBody },
});

export const getSingleServiceCredential = defineCall({
  ...base,
  permission: 'credentials.revealDelivered',
  method: 'GET',
  path: `${PROTECTED_BASE}serviceCredentials/getSingleServiceCredential/:id`,
  summary: 'One credential with its decrypted password (audited, not cached); agents reveal only credentials delivered on an order',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(ServiceCredential), 404: ErrorBody },
});

export const createServiceCredential = defineCall({
  ...base,
  permission: 'catalogue.write',
  method: 'POST',
  path: `${PROTECTED_BASE}serviceCredentials`,
  summary: 'Create a credential (password encrypted at rest)',
  body: CredentialFields,
  successStatus: 201,
  response: { 201: Ok(ServiceCredentialSummary), 400: ErrorBody, 404: ErrorBody },
});

export const updateServiceCredential = defineCall({
  ...base,
  permission: 'catalogue.write',
  method: 'PATCH',
  path: `${PROTECTED_BASE}serviceCredentials/:id`,
  summary: 'Update a credential',
  params: IdParams,
  body: CredentialFields,
  successStatus: 200,
  response: { 200: Ok(ServiceCredentialSummary), 400: ErrorBody, 404: ErrorBody },
});

export const archiveServiceCredential = defineCall({
  ...base,
  permission: 'catalogue.write',
  method: 'PATCH',
  path: `${PROTECTED_BASE}serviceCredentials/archiveServiceCredential/:id`,
  summary: 'Archive or restore a credential',
  params: IdParams,
  body: ArchiveBody,
  successStatus: 200,
  response: { 200: Ok(ServiceCredentialSummary), 400: ErrorBody, 404: ErrorBody },
});

/** A bulk import: the pasted lines or the file's text, for one service. */
export const CredentialImportBody = Type.Object(
  { service: Id, text: Type.String({ minLength: 1, maxLength: CREDENTIAL_IMPORT.maxBytes }) },
  { additionalProperties: false },
);

/** One line of an import, by its 1-based line number; passwords are never sent back. */
const ImportLine = Type.Object({ line: Type.Integer({ minimum: 1 }), userId: Type.Union([Type.String(), Type.Null()]) });
/** A line that does not read as a credential: why, and its first field when it had a user id's place (never its password). */
const MalformedLine = Type.Object({ line: Type.Integer({ minimum: 1 }), reason: Type.String(), userId: Type.Union([Type.String(), Type.Null()]) });

/**
 * How an import's lines sort: new (to be written), a repeat of an earlier line of the batch,
 * already in the service's stock (compared by keyed hash, without decrypting the stock), malformed.
 */
export const CredentialImportPreview = Type.Object({
  totalLines: Type.Integer({ minimum: 0 }),
  /** The first line was a header (`userId,password` and the like) and was skipped. */
  header: Type.Boolean(),
  fresh: Type.Array(ImportLine),
  duplicateInBatch: Type.Array(ImportLine),
  inStock: Type.Array(ImportLine),
  malformed: Type.Array(MalformedLine),
});
export type CredentialImportPreview = Static<typeof CredentialImportPreview>;

export const previewCredentialImport = defineCall({
  ...base,
  permission: 'catalogue.write',
  reauth: true,
  method: 'POST',
  path: `${PROTECTED_BASE}serviceCredentials/import/preview`,
  summary: 'Sort an import\'s lines into new, duplicate, already in stock and malformed; writes nothing',
  body: CredentialImportBody,
  successStatus: 200,
  response: { 200: Ok(CredentialImportPreview), 400: ErrorBody, 404: ErrorBody, 413: ErrorBody },
});

export const importServiceCredentials = defineCall({
  ...base,
  permission: 'catalogue.write',
  reauth: true,
  method: 'POST',
  path: `${PROTECTED_BASE}serviceCredentials/import`,
  summary: 'Import the new lines of a batch in one transaction (sorted again; duplicates and malformed lines skipped)',
  body: CredentialImportBody,
  successStatus: 201,
  response: {
    201: Ok(Type.Composite([CredentialImportPreview, Type.Object({ imported: Type.Integer({ minimum: 0 }) })])),
    400: ErrorBody,
    404: ErrorBody,
    413: ErrorBody,
  },
});

export const exportServiceCredentials = defineCall({
  ...base,
  permission: 'catalogue.write',
  reauth: true,
  method: 'GET',
  path: `${PROTECTED_BASE}serviceCredentials/export/:id`,
  summary: "A service's credentials as a CSV file, archived ones too, oldest first (a stock report: never the passwords; audited)",
  params: IdParams,
  successStatus: 200,
  response: {
    // A text answer: the API sends it as this media type in UTF-8, named by Content-Disposition.
    200: Type.String({
      contentMediaType: 'text/csv',
      description: 'User ID,Status,Delivered to,Delivered at,Reason reported bad,Created; Status is Available, Used, Bad or Archived',
    }),
    404: ErrorBody,
  },
});

export const bulkArchiveServiceCredentials = bulkArchiveCall('serviceCredentials', 'serviceCredentials/bulkArchiveServiceCredentials', 'credentials');
