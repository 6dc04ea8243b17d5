import { usePageTitle } from '@shopdesk/session';
import { HubPage } from '@shopdesk/ui-kit';

const CARDS = [
  { title: 'Employees', to: '../allEmployees', description: 'Everyone who can sign in; archive who left' },
  { title: 'Employee Invites', to: '../employeeInvites', description: 'Invite a colleague by e-mail; resend or revoke an invite' },
];

/** `employees/dashboard`: the employees' landing page, cards leading to the employees and to the invites. */
export function EmployeesDashboardRoute() {
  usePageTitle('Employees');
  return <HubPage title="Employees" cards={CARDS} />;
}
