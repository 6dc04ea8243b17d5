import { endAllEmployeeSessions, endEmployeeSession, getEmployeeSessions, queryKeys, type ApiError } from '@shopdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** An employee's live sessions (employees/sessions/:id, owners). */
export function useEmployeeSessions(employeeId: string) {
  return useQuery({ queryKey: queryKeys.employees.sessions(employeeId), queryFn: () => getEmployeeSessions(employeeId) });
}

/** Signs out one of the employee's sessions, or all of them; the list is read again either way. */
export function useEndEmployeeSessions(employeeId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.employees.sessions(employeeId) });
  return {
    one: useMutation<unknown, ApiError, string>({ mutationFn: endEmployeeSession, onSettled: refresh }),
    all: useMutation({ mutationFn: () => endAllEmployeeSessions(employeeId), onSettled: refresh }),
  };
}
