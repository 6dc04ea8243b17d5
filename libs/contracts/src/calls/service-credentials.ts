import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { ActiveFlag, ArchiveBody, ErrorBody, Id, IdParams, ListQuery, Ok, Page, PROTECTED_BASE } from '../common';
import { ServiceCredential, ServiceCredentialSummary } from '../entities';
import { CREDENTIAL_LIMITS } from '../limits';

const base = { access: 'protected', tag: 'serviceCredentials' } as const;

export const CredentialFields = Type.Object(
  {
    service: Id,
    userId: Type.Optional(Type.String({ maxLength: CREDENTIAL_LIMITS.userIdMaxLength })),
    password: Type.String({ minLength: 1, maxLength: CREDENTIAL_LIMITS.passwordMaxLength }),
  },
  { additionalProperties: false },
);

export const getServiceCredentialWithQuery = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}serviceCredentials/getServiceCredentialWithQuery`,
  summary: 'Credentials (without passwords); search in userId',
  querystring: ListQuery,
  filters: Type.Object(
    { isActive: Type.Optional(ActiveFlag), service: Type.Optional(Id), isUsed: Type.Optional(ActiveFlag) },
    { additionalProperties: false },
  ),
  successStatus: 200,
  response: { 200: Ok(Page(ServiceCredentialSummary)), 400: ErrorBody },
});

export const getSingleServiceCredential = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}serviceCredentials/getSingleServiceCredential/:id`,
  summary: 'One credential with its decrypted password (audited, not cached)',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(ServiceCredential), 404: ErrorBody },
});

export const createServiceCredential = defineCall({
  ...base,
  method: 'POST',
  path: `${PROTECTED_BASE}serviceCredentials`,
  summary: 'Create a credential (password encrypted at rest)',
  body: CredentialFields,
  successStatus: 201,
  response: { 201: Ok(ServiceCredentialSummary), 400: ErrorBody, 404: ErrorBody },
});

export const updateServiceCredential = defineCall({
  ...base,
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
  method: 'PATCH',
  path: `${PROTECTED_BASE}serviceCredentials/archiveServiceCredential/:id`,
  summary: 'Archive or restore a credential',
  params: IdParams,
  body: ArchiveBody,
  successStatus: 200,
  response: { 200: Ok(ServiceCredentialSummary), 400: ErrorBody, 404: ErrorBody },
});
