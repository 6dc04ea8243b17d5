import { getAllEmployeesWithQuery, queryKeys } from '@shopdesk/api-client';
import { LIST_LIMITS } from '@shopdesk/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * Everyone the employee filter offers, by name: active and archived employees (an archived one's
 * acts stay in the log). A page of each, the largest the API gives: a shop's team fits.
 */
export function useEmployeeOptions() {
  return useQuery({
    queryKey: [...queryKeys.employees.lists, 'audit-filter'],
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        (['true', 'false'] as const).map((isActive) =>
          getAllEmployeesWithQuery({ currentPage: 1, limit: LIST_LIMITS.maxLimit, filters: { isActive } }, signal),
        ),
      );
      return pages
        .flatMap((page) => page.documents)
        .map((employee) => ({ value: employee._id, label: employee.isActive ? employee.name : `${employee.name} (archived)` }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
  });
}
