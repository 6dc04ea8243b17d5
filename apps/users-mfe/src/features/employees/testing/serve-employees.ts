import { api, type Employee } from '@shopdesk/contracts';
import { failure, fakeApi, listPage } from '@shopdesk/testing';

export interface ServedEmployees {
  /** The employees as the fake API holds them now; change one to play another employee. */
  employees: Employee[];
}

/**
 * Answers the employees calls from `employees` in memory, as the API does: the list
 * (Active/Archived filter, search in name and e-mail, paging) and archive.
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
  return served;
}
