import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeEmployee, makeInvite, renderSection, testEmployee } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { serveEmployees } from '../features/employees/testing/serve-employees';
import { serveInvites } from '../features/invites/testing/serve-invites';
import UsersRoutes from './routes';
import UsersSummary from './summary';

/** The summary where the shell shows it, /main/dashboard, beside the section where the shell mounts it. */
const renderOnShellDashboard = (employee = testEmployee()) =>
  renderSection(
    <Routes>
      <Route path="/main/dashboard" element={<UsersSummary />} />
      <Route path={`${SECTIONS.users.mountPath}/*`} element={<UsersRoutes />} />
    </Routes>,
    { at: '/main/dashboard', mountPath: '', employee },
  );

describe('the Users summary', () => {
  beforeEach(() => serveInvites([]));

  it('counts the active employees with a one-row page', async () => {
    serveEmployees([makeEmployee(), makeEmployee(), makeEmployee({ isActive: false })]);
    renderOnShellDashboard();
    expect(await screen.findByRole('link', { name: /^Employees/ })).toHaveTextContent('2 active employees');
    expect(fakeApi.lastCall(api.employees.getAllEmployeesWithQuery)?.query).toMatchObject({ limit: 1, filters: { isActive: true } });
  });

  it('counts only the open invites', async () => {
    serveEmployees([makeEmployee()]);
    serveInvites([makeInvite(), makeInvite({ status: 'accepted' }), makeInvite({ status: 'expired' }), makeInvite({ status: 'revoked' })]);
    renderOnShellDashboard();
    expect(await screen.findByRole('link', { name: /^Employee Invites/ })).toHaveTextContent('1 open invite');
    expect(fakeApi.lastCall(api.employees.getEmployeeInvites)?.query).toMatchObject({ limit: 1, filters: { status: 'pending' } });
  });

  it('says when no invite is open', async () => {
    serveEmployees([makeEmployee()]);
    renderOnShellDashboard();
    expect(await screen.findByRole('link', { name: /^Employee Invites/ })).toHaveTextContent('No open invites');
  });

  it('shows an agent the employees card but no invites card, and does not ask for the invites', async () => {
    serveEmployees([makeEmployee(), makeEmployee()]);
    renderOnShellDashboard(testEmployee({ level: 'agent' }));
    expect(await screen.findByRole('link', { name: /^Employees/ })).toHaveTextContent('2 active employees');
    expect(screen.queryByRole('link', { name: /^Employee Invites/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Counting the invites')).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.employees.getEmployeeInvites)).toHaveLength(0);
  });

  it('leads from outside the section to each list', async () => {
    serveEmployees([makeEmployee({ name: 'Omar Haddad' })]);
    const { user, location } = renderOnShellDashboard();
    const card = await screen.findByRole('link', { name: /^Employees/ });
    expect(screen.getByRole('link', { name: /^Employee Invites/ })).toHaveAttribute('href', '/main/users/employees/employeeInvites');
    await user.click(card);
    expect(location()).toBe('/main/users/employees/allEmployees');
    expect(await screen.findByText('Omar Haddad')).toBeInTheDocument();
  });

  it('says when a count cannot load, and retries', async () => {
    fakeApi.fail(api.employees.getAllEmployeesWithQuery, 500, 'Database unavailable');
    const { user } = renderOnShellDashboard();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    serveEmployees([makeEmployee()]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Employees/ })).toHaveTextContent('1 active employee');
  });
});
