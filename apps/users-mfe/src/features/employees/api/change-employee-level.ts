import { changeEmployeeLevel, getMe, queryKeys, type ApiError } from '@shopdesk/api-client';
import type { Employee, Level } from '@shopdesk/contracts';
import { getEmployee, refreshSession } from '@shopdesk/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Which employee gets which level. */
export interface LevelChange {
  id: string;
  level: Level;
}

/**
 * Sets an employee's level (owners only; 409 when no active owner would remain). Then the
 * employees refresh, on failure too (someone else may have changed them), and so do the invites
 * (the API revokes the open invites above what the new level may give). Changing one's own level
 * asks the server again who is signed in, so the screens follow the new level at once.
 */
export function useChangeEmployeeLevel() {
  const queryClient = useQueryClient();
  return useMutation<Employee, ApiError, LevelChange>({
    mutationFn: ({ id, level }) => changeEmployeeLevel(id, level),
    onSuccess: (employee) => {
      if (employee._id === getEmployee()?._id) void refreshSession(getMe);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employees.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
      ]),
  });
}
