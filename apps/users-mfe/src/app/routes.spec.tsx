import { SECTIONS } from '@shopdesk/sections';
import { renderSection, testEmployee } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import { serveEmployees } from '../features/employees/testing/serve-employees';
import { serveInvites } from '../features/invites/testing/serve-invites';
import UsersRoutes from './routes';

const renderAt = (at: string, employee = testEmployee()) => renderSection(<UsersRoutes />, { at, mountPath: SECTIONS.users.mountPath, employee });

describe('the Users section routes', () => {
  it('goes from the section root to its dashboard, whose card leads to the employees', async () => {
    const { user, location } = renderAt('/main/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(location()).toBe('/main/users/dashboard');

    await user.click(screen.getByRole('link', { name: /^Employees/ }));
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(location()).toBe('/main/users/employees/dashboard');
  });

  it('leads from the employees dashboard to the employees and to the invites', async () => {
    const { location } = renderAt('/main/users/employees');
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(location()).toBe('/main/users/employees/dashboard');
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/main/users/employees/allEmployees', '/main/users/employees/employeeInvites']);
  });

  it.each([
    ['an owner', 'owner'],
    ['a manager', 'manager'],
  ] as const)('tells %s on the users dashboard that the invites are there too', async (_who, level) => {
    renderAt('/main/users/dashboard', testEmployee({ level }));
    expect(await screen.findByRole('link', { name: /^Employees/ })).toHaveTextContent('Your colleagues and the invites sent to new ones');
  });

  it.each([
    ['an owner', 'owner', ['/main/users/employees', '/main/users/auditLog', '/main/users/security']],
    ['a manager', 'manager', ['/main/users/employees', '/main/users/auditLog']],
  ] as const)('offers %s the cards of what their level may open', async (_who, level, cards) => {
    renderAt('/main/users/dashboard', testEmployee({ level }));
    await screen.findByRole('link', { name: /^Employees/ });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(cards);
  });

  it('leads an agent to the employees only: no invites on either dashboard, and no access to them', async () => {
    const agent = testEmployee({ level: 'agent' });
    const { unmount } = renderAt('/main/users/dashboard', agent);
    const card = await screen.findByRole('link', { name: /^Employees/ });
    expect(card).toHaveTextContent('Your colleagues');
    expect(card).not.toHaveTextContent(/invite/i);
    expect(screen.queryByRole('link', { name: /Invites/ })).not.toBeInTheDocument();
    unmount();

    renderAt('/main/users/employees/dashboard', agent);
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/main/users/employees/allEmployees']);
    expect(screen.getByRole('link', { name: /^Employees/ })).not.toHaveTextContent(/archive/i);
  });

  it('shows the employees list at allEmployees', async () => {
    serveEmployees([]);
    renderAt('/main/users/employees/allEmployees');
    expect(await screen.findByRole('table', { name: 'Employees' })).toBeInTheDocument();
  });

  it('says a page is not found for any other path, with a way back to the dashboard', async () => {
    const { user, location } = renderAt('/main/users/employees/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the users dashboard' }));
    expect(location()).toBe('/main/users/dashboard');
  });
});

describe('page titles', () => {
  it.each([
    ['/main/users/dashboard', 'Users · Shopdesk'],
    ['/main/users/employees/dashboard', 'Employees · Shopdesk'],
    ['/main/users/employees/allEmployees', 'Employees · Shopdesk'],
    ['/main/users/employees/employeeInvites', 'Employee Invites · Shopdesk'],
    ['/main/users/nowhere', 'Page not found · Shopdesk'],
  ])('%s is titled %s', async (at, title) => {
    document.title = '';
    serveEmployees([]);
    serveInvites([]);
    renderAt(at);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
