import { getAllEmployeesWithQuery, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/** The number of active employees: a one-row page's `totalItems`. */
export function useActiveEmployeeCount() {
  return useQuery({
    queryKey: [...queryKeys.employees.lists, 'active-count'],
    queryFn: ({ signal }) => getAllEmployeesWithQuery({ limit: 1, filters: { isActive: true } }, signal),
    select: (page) => page.totalItems,
  });
}
