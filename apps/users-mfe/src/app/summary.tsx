import { CardGrid } from '@shopdesk/ui-kit';
import { ActiveEmployeesCard } from '../features/employees/components/active-employees-card';
import { PendingInvitesCard } from '../features/invites/components/pending-invites-card';

/**
 * What the shell's dashboard shows of the Users section (exposed as `./Summary`): the active
 * employees and the open invites, each leading to its list. The shell gives it a heading.
 *
 * @example <UsersSummary />
 */
export default function UsersSummary() {
  return (
    <CardGrid>
      <ActiveEmployeesCard />
      <PendingInvitesCard />
    </CardGrid>
  );
}
