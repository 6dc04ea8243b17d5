import { useCan, usePageTitle } from '@shopdesk/session';
import { HubPage, type HubCard } from '@shopdesk/ui-kit';

const EMPLOYEES: HubCard = { title: 'Employees', to: '../employees', description: 'Your colleagues' };
const EMPLOYEES_AND_INVITES: HubCard = { ...EMPLOYEES, description: 'Your colleagues and the invites sent to new ones' };

/** `dashboard`: the section's landing page, a card leading to the employees (and their invites, for 'invites.manage'). */
export function UsersDashboardRoute() {
  usePageTitle('Users');
  const canInvite = useCan('invites.manage');
  return <HubPage title="Users" cards={[canInvite ? EMPLOYEES_AND_INVITES : EMPLOYEES]} />;
}
