import { getEmployeeSecurity, queryKeys, resetEmployeeSecondFactor } from '@shopdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Whether an employee signs in with a second factor (employees/security/:id, owners). */
export function useEmployeeSecurity(employeeId: string) {
  return useQuery({ queryKey: queryKeys.employees.security(employeeId), queryFn: () => getEmployeeSecurity(employeeId) });
}

/** Resets the employee's second factor (a fresh proof is asked for by the page's dialog); read again either way. */
export function useResetEmployeeSecondFactor(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetEmployeeSecondFactor(employeeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.employees.security(employeeId) }),
  });
}
