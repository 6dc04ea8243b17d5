import { api, type CallBody, type CallFilters, type Level, type BulkTarget } from '@shopdesk/contracts';
import { callApi, sendCall } from '../call-api';
import { buildListQuery, type ListParams } from '../list-query';

/** The signed-in employee, as the server sees it (the session check). */
export const getMe = () => callApi(api.employees.getMe);

export const getAllEmployeesWithQuery = (
  params: ListParams<CallFilters<typeof api.employees.getAllEmployeesWithQuery>>,
  signal?: AbortSignal,
) => callApi(api.employees.getAllEmployeesWithQuery, { query: buildListQuery(params), signal });

/** Sets `isActive` to the given value; archiving revokes that employee's sessions. */
export const archiveEmployee = (id: string, isActive: boolean) =>
  callApi(api.employees.archiveEmployee, { params: { id }, body: { isActive } });

/** Sets an employee's level (owners only); it applies from their next request. 409 when no active owner would remain. */
export const changeEmployeeLevel = (id: string, level: Level) =>
  callApi(api.employees.changeEmployeeLevel, { params: { id }, body: { level } });

/** An employee's live sessions (owners). */
export const getEmployeeSessions = (id: string) => callApi(api.employees.getEmployeeSessions, { params: { id } });

/** Signs out one session of any employee (owners), by session id. */
export const endEmployeeSession = (sessionId: string) => callApi(api.employees.endEmployeeSession, { params: { id: sessionId } });

/** Whether an employee signs in with a second factor (owners). */
export const getEmployeeSecurity = (id: string) => callApi(api.employees.getEmployeeSecurity, { params: { id } });

/** Removes an employee's second factor (owners, with a fresh proof); answers the API's message. */
export const resetEmployeeSecondFactor = (id: string) => sendCall(api.employees.resetEmployeeSecondFactor, { params: { id } });

/** Signs an employee out everywhere (owners); answers the API's message and the count. */
export const endAllEmployeeSessions = (id: string) => sendCall(api.employees.endAllEmployeeSessions, { params: { id } });

/** Invites a colleague by e-mail at a level (409 at `email` when an employee or an open invite already has it). */
export const inviteEmployee = (body: CallBody<typeof api.employees.inviteEmployee>) =>
  callApi(api.employees.inviteEmployee, { body });

export const getEmployeeInvites = (
  params: ListParams<CallFilters<typeof api.employees.getEmployeeInvites>>,
  signal?: AbortSignal,
) => callApi(api.employees.getEmployeeInvites, { query: buildListQuery(params), signal });

/** E-mails an invite again with a new link; the old link stops working (409 once accepted or revoked). */
export const resendInvite = (id: string) => callApi(api.employees.resendInvite, { params: { id } });

/** Withdraws an invite: its link then answers as an expired one (409 once accepted). */
export const revokeInvite = (id: string) => callApi(api.employees.revokeInvite, { params: { id } });

export const bulkArchiveEmployees = (target: BulkTarget, isActive: boolean) => callApi(api.employees.bulkArchiveEmployees, { body: { ...target, isActive } });
