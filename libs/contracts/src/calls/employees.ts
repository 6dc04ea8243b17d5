import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import {
  ActiveFlag, ArchiveBody, Email, ErrorBody, IdParams, listQueryWithDefaultLimit, MessageOnly, Ok, Page, PROTECTED_BASE,
} from '../common';
import { BULK_MAX_ROWS, bulkBody, BulkResult } from '../bulk';
import { AccountSession } from './account';
import { Employee, EmployeeInvite, InviteStatus } from '../entities';
import { Level } from '../levels';
import { LIST_LIMITS } from '../limits';
import { sortableListQuery, type ListSorts } from '../list-sort';
import { exportCallOf, EXPORT_COLUMNS } from '../list-export';

const base = { access: 'protected', tag: 'employees' } as const;

const EMPLOYEE_LIST_SORTS = { fields: { name: 'text', email: 'text' }, default: 'name' } as const satisfies ListSorts;
const INVITE_LIST_SORTS = { fields: { createdAt: 'time', email: 'text' }, default: '-createdAt' } as const satisfies ListSorts;

export const getMe = defineCall({
  ...base,
  permission: 'account.own',
  whileEnrolling: true,
  method: 'GET',
  path: `${PROTECTED_BASE}employees/me`,
  summary: 'The signed-in employee',
  successStatus: 200,
  response: { 200: Ok(Employee) },
});

export const getAllEmployeesWithQuery = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}employees/getAllEmployeesWithQuery`,
  summary: 'Employees by name (or e-mail), searchable by name and e-mail',
  querystring: sortableListQuery(EMPLOYEE_LIST_SORTS),
  sorts: EMPLOYEE_LIST_SORTS,
  filters: Type.Object({ isActive: Type.Optional(ActiveFlag) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Page(Employee)), 400: ErrorBody },
});

export const archiveEmployee = defineCall({
  ...base,
  permission: 'employees.manage',
  reauth: true,
  method: 'PATCH',
  path: `${PROTECTED_BASE}employees/archiveEmployee/:id`,
  summary: "Archive or restore an employee; archiving revokes that employee's sessions",
  params: IdParams,
  body: ArchiveBody,
  successStatus: 200,
  // 401 also when the acting employee was archived after their request was authenticated.
  response: { 200: Ok(Employee), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
});

export const changeEmployeeLevel = defineCall({
  ...base,
  permission: 'employees.manage',
  reauth: true,
  method: 'PATCH',
  path: `${PROTECTED_BASE}employees/changeLevel/:id`,
  summary: "Change an employee's level; it applies from their next request. 409 when it would leave no active owner",
  params: IdParams,
  body: Type.Object({ level: Level }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Employee), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
});

export const getEmployeeSessions = defineCall({
  ...base,
  permission: 'employees.manage',
  method: 'GET',
  path: `${PROTECTED_BASE}employees/sessions/:id`,
  summary: "An employee's live sessions (owners), the most recently used first",
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(Type.Array(AccountSession)), 404: ErrorBody },
});

export const endEmployeeSession = defineCall({
  ...base,
  permission: 'employees.manage',
  method: 'PATCH',
  path: `${PROTECTED_BASE}employees/sessions/end/:id`,
  summary: "Signs out one session (by session id) of any employee (owners): its next request is a 401; 404 when it has ended",
  params: IdParams,
  successStatus: 200,
  response: { 200: MessageOnly, 404: ErrorBody },
});

export const endAllEmployeeSessions = defineCall({
  ...base,
  permission: 'employees.manage',
  method: 'PATCH',
  path: `${PROTECTED_BASE}employees/sessions/endAll/:id`,
  summary: "Signs out every session of an employee (owners); answers how many ended. Their own, for the acting owner, ends too",
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(Type.Object({ ended: Type.Integer({ minimum: 0 }) })), 404: ErrorBody },
});

/** An employee's second factor as an owner sees it (never a secret). */
export const EmployeeSecurity = Type.Object({
  totp: Type.Boolean(),
  passkeys: Type.Integer({ minimum: 0 }),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
});

export const getEmployeeSecurity = defineCall({
  ...base,
  permission: 'employees.manage',
  method: 'GET',
  path: `${PROTECTED_BASE}employees/security/:id`,
  summary: "Whether an employee signs in with a second factor (owners): an authenticator app, passkeys, recovery codes left",
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(EmployeeSecurity), 404: ErrorBody },
});

export const resetEmployeeSecondFactor = defineCall({
  ...base,
  permission: 'employees.manage',
  reauth: true,
  method: 'POST',
  path: `${PROTECTED_BASE}employees/security/reset/:id`,
  summary:
    "Removes an employee's second factor (owners; their app, passkeys and recovery codes), for one who lost their phone: audited, and an e-mail tells them. 409 when they have none",
  params: IdParams,
  successStatus: 200,
  response: { 200: MessageOnly, 404: ErrorBody, 409: ErrorBody },
});

const invites = { access: 'protected', tag: 'invites' } as const;

export const inviteEmployee = defineCall({
  ...invites,
  permission: 'invites.manage',
  method: 'POST',
  path: `${PROTECTED_BASE}inviteEmployees`,
  summary: 'Invite a colleague by e-mail at a level (agent unless given; only owners invite owners); the e-mail carries the register link. 409 at `email` when an employee or an open invite has the e-mail',
  body: Type.Object({ email: Email, level: Type.Optional(Level) }, { additionalProperties: false }),
  successStatus: 201,
  response: { 201: Ok(EmployeeInvite), 400: ErrorBody, 409: ErrorBody },
});

export const getEmployeeInvites = defineCall({
  ...invites,
  permission: 'invites.manage',
  method: 'GET',
  path: `${PROTECTED_BASE}inviteEmployees`,
  summary: 'Invites, newest first (10 a page by default), searchable by e-mail; filter by status (pending = open)',
  querystring: sortableListQuery(INVITE_LIST_SORTS, listQueryWithDefaultLimit(LIST_LIMITS.invitesLimit)),
  sorts: INVITE_LIST_SORTS,
  filters: Type.Object({ status: Type.Optional(InviteStatus) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Page(EmployeeInvite)), 400: ErrorBody },
});

export const resendInvite = defineCall({
  ...invites,
  permission: 'invites.manage',
  method: 'PATCH',
  path: `${PROTECTED_BASE}inviteEmployees/resendInvite/:id`,
  summary: 'E-mail a pending or expired invite again with a new link and a fresh expiry; the old link stops working (409 once accepted or revoked)',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(EmployeeInvite), 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
});

export const revokeInvite = defineCall({
  ...invites,
  permission: 'invites.manage',
  method: 'PATCH',
  path: `${PROTECTED_BASE}inviteEmployees/revokeInvite/:id`,
  summary: 'Withdraw an invite: its link then answers as an expired one (409 once accepted)',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(EmployeeInvite), 404: ErrorBody, 409: ErrorBody },
});

export const bulkArchiveEmployees = defineCall({
  ...base,
  permission: 'employees.manage',
  reauth: true,
  method: 'POST',
  path: `${PROTECTED_BASE}employees/bulkArchiveEmployees`,
  summary: `Archive or restore up to ${BULK_MAX_ROWS} employees (by ids, or those the list's search and filters match), each as its own call would`,
  body: bulkBody({ isActive: Type.Boolean() }),
  successStatus: 200,
  response: { 200: Ok(BulkResult), 400: ErrorBody, 401: ErrorBody },
});

export const exportEmployees = exportCallOf(getAllEmployeesWithQuery, 'employees/export', "Employees as a CSV file: the list's search, filters and sort (streamed; audited)", EXPORT_COLUMNS.employees);

export const exportInvites = exportCallOf(getEmployeeInvites, 'inviteEmployees/export', "Invites as a CSV file: the list's search, filters and sort (streamed; audited; never a link)", EXPORT_COLUMNS.invites);
