import { useCan } from '@shopdesk/session';
import { CardGrid } from '@shopdesk/ui-kit';
import { ActiveEmployeesCard } from '../features/employees/components/active-employees-card';
import { PendingInvitesCard } from '../features/invites/components/pending-invites-card';

/**
 * What the shell's dashboard shows of the Users section (exposed as `./Summary`): the active
 * employees and, for the levels with 'invites.manage', the open invites (the others are not
 * asked for them), each leading to its list. The shell gives it a heading.
 *
 * @example <UsersSummary />
 */
export default function UsersSummary() {
  const canInvite = useCan('invites.manage');
  return (
    <CardGrid>
      <ActiveEmployeesCard />
      {canInvite && <PendingInvitesCard />}
    </CardGrid>
  );
}
