import { api, type Employee } from '@shopdesk/contracts';
import { failure, fakeApi, listPage, withMessage } from '@shopdesk/testing';

/** The API's 409 when a change would leave the shop without an active owner. */
export const LAST_OWNER_MESSAGE = 'The shop needs an active owner: make another employee an owner first';

export interface ServedEmployees {
  /** The employees as the fake API holds them now; change one to play another employee. */
  employees: Employee[];
}

/**
 * Answers the employees calls from `employees` in memory, as the API does: the list
 * (Active/Archived filter, search in name and e-mail, paging), archive, and change level ('Level
 * changed'; 409 when demoting the last active owner).
 *
 * @example const served = serveEmployees([makeEmployee({ name: 'Omar Haddad' })]);
 */
export function serveEmployees(employees: readonly Employee[]): ServedEmployees {
  const served: ServedEmployees = { employees: employees.map((employee) => ({ ...employee })) };
  fakeApi.on(api.employees.getAllEmployeesWithQuery, (request) => listPage(request, served.employees, { searchIn: ['name', 'email'] }));
  fakeApi.on(api.employees.archiveEmployee, ({ params, body }) => {
    const employee = served.employees.find((e) => e._id === params.id);
    if (!employee) return failure(404, 'Employee not found');
    employee.isActive = body.isActive;
    return { ...employee };
  });
  fakeApi.on(api.employees.changeEmployeeLevel, ({ params, body }) => {
    const employee = served.employees.find((e) => e._id === params.id);
    if (!employee) return failure(404, 'Employee not found');
    const otherOwners = served.employees.filter((e) => e !== employee && e.isActive && e.level === 'owner');
    if (employee.level === 'owner' && body.level !== 'owner' && employee.isActive && otherOwners.length === 0) {
      return failure(409, LAST_OWNER_MESSAGE);
    }
    employee.level = body.level;
    return withMessage({ ...employee }, 'Level changed');
  });
  return served;
}
