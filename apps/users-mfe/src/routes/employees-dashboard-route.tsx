import { useCan, usePageTitle } from '@shopdesk/session';
import { HubPage, type HubCard } from '@shopdesk/ui-kit';

const EMPLOYEES: HubCard = { title: 'Employees', to: '../allEmployees', description: 'Everyone who can sign in' };
const MANAGED_EMPLOYEES: HubCard = { ...EMPLOYEES, description: 'Everyone who can sign in; change a level, archive who left' };
const INVITES: HubCard = { title: 'Employee Invites', to: '../employeeInvites', description: 'Invite a colleague by e-mail; resend or revoke an invite' };

/**
 * `employees/dashboard`: the employees' landing page, cards leading to the employees and, for the
 * levels with 'invites.manage', to the invites.
 */
export function EmployeesDashboardRoute() {
  usePageTitle('Employees');
  const canManageEmployees = useCan('employees.manage');
  const canInvite = useCan('invites.manage');
  const cards = [canManageEmployees ? MANAGED_EMPLOYEES : EMPLOYEES, ...(canInvite ? [INVITES] : [])];
  return <HubPage title="Employees" cards={cards} />;
}
