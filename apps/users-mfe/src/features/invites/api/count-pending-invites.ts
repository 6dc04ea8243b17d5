import { getEmployeeInvites, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/** The number of open invites (pending: the link still works): a one-row page's `totalItems`. */
export function usePendingInviteCount() {
  return useQuery({
    queryKey: [...queryKeys.invites.lists, 'pending-count'],
    queryFn: ({ signal }) => getEmployeeInvites({ limit: 1, filters: { status: 'pending' } }, signal),
    select: (page) => page.totalItems,
  });
}
