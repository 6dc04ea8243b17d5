import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import {
  ActiveFlag, ArchiveBody, Email, ErrorBody, IdParams, ListQuery, listQueryWithDefaultLimit, Ok, Page, PROTECTED_BASE,
} from '../common';
import { Employee, EmployeeInvite } from '../entities';
import { LIST_LIMITS } from '../limits';

const base = { access: 'protected', tag: 'employees' } as const;

export const getMe = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}employees/me`,
  summary: 'The signed-in employee',
  successStatus: 200,
  response: { 200: Ok(Employee) },
});

export const getAllEmployeesWithQuery = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}employees/getAllEmployeesWithQuery`,
  summary: 'Employees, searchable by name and e-mail',
  querystring: ListQuery,
  filters: Type.Object({ isActive: Type.Optional(ActiveFlag) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Page(Employee)), 400: ErrorBody },
});

export const archiveEmployee = defineCall({
  ...base,
  method: 'PATCH',
  path: `${PROTECTED_BASE}employees/archiveEmployee/:id`,
  summary: "Archive or restore an employee; archiving revokes that employee's sessions",
  params: IdParams,
  body: ArchiveBody,
  successStatus: 200,
  response: { 200: Ok(Employee), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
});

export const inviteEmployee = defineCall({
  access: 'protected',
  tag: 'invites',
  method: 'POST',
  path: `${PROTECTED_BASE}inviteEmployees`,
  summary: 'Invite a colleague by e-mail; the e-mail carries the register link',
  body: Type.Object({ email: Email }, { additionalProperties: false }),
  successStatus: 201,
  response: { 201: Ok(EmployeeInvite), 400: ErrorBody, 409: ErrorBody },
});

export const getEmployeeInvites = defineCall({
  access: 'protected',
  tag: 'invites',
  method: 'GET',
  path: `${PROTECTED_BASE}inviteEmployees`,
  summary: 'Invites, newest first (10 a page by default)',
  querystring: listQueryWithDefaultLimit(LIST_LIMITS.invitesLimit),
  filters: Type.Object({}, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Page(EmployeeInvite)), 400: ErrorBody },
});
