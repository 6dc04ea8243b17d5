import { useResourceList } from '@shopdesk/api-client';
import { api } from '@shopdesk/contracts';

/** The employees (employees/getAllEmployeesWithQuery): search, page and the Active/Archived filter in the URL. */
export function useEmployees() {
  return useResourceList(api.employees.getAllEmployeesWithQuery, { views: { list: 'employees' }, errorFallback: 'Could not load the employees' });
}
