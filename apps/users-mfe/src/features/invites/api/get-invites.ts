import { api, LIST_LIMITS } from '@shopdesk/contracts';
import { useResourceList } from '@shopdesk/lists';

/**
 * The invites, newest first (inviteEmployees): search and page in the URL, 10 a page with the
 * true total (the product's placeholder total of 150 is not kept; see docs/decisions.md).
 */
export function useInvites() {
  return useResourceList(api.employees.getEmployeeInvites, {
    limit: LIST_LIMITS.invitesLimit,
    views: { list: 'invites' },
    errorFallback: 'Could not load the invites',
  });
}
