import { HubPage } from '../features/hub/components/hub-page';

const CARDS = [
  { title: 'Employees', to: '../allEmployees', description: 'Everyone who can sign in; archive who left' },
  { title: 'Employee Invites', to: '../employeeInvites', description: 'Invite a colleague by e-mail; resend or revoke an invite' },
];

/** `employees/dashboard`: the employees' landing page, cards leading to the employees and to the invites. */
export function EmployeesDashboardRoute() {
  return <HubPage title="Employees" cards={CARDS} />;
}
