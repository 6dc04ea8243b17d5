import { errorMessage } from '@shopdesk/api-client';
import { SECTIONS } from '@shopdesk/sections';
import { Card, ErrorNotice, Loader } from '@shopdesk/ui-kit';
import { usePendingInviteCount } from '../api/count-pending-invites';

const openText = (count: number) => (count === 0 ? 'No open invites' : `${count} open invite${count === 1 ? '' : 's'}`);

/**
 * A card with the number of open invites (links that still work), leading to the invites list
 * (an absolute link: it shows on the shell's dashboard); a loader meanwhile, a Retry on failure.
 *
 * @example <CardGrid><PendingInvitesCard /></CardGrid>
 */
export function PendingInvitesCard() {
  const count = usePendingInviteCount();
  if (count.isError) {
    return <ErrorNotice message={errorMessage(count.error, 'Could not count the invites')} onRetry={() => void count.refetch()} />;
  }
  if (count.isPending) return <Loader label="Counting the invites" />;
  return <Card title="Employee Invites" to={`${SECTIONS.users.mountPath}/employees/employeeInvites`} description={openText(count.data)} />;
}
