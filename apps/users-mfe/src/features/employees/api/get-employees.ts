import { api } from '@shopdesk/contracts';
import { useResourceList } from '@shopdesk/lists';

/** The employees (employees/getAllEmployeesWithQuery): search, page and the Active/Archived filter in the URL. */
export function useEmployees() {
  return useResourceList(api.employees.getAllEmployeesWithQuery, {
    activeFilter: true,
    views: { list: 'employees' },
    errorFallback: 'Could not load the employees',
  });
}
