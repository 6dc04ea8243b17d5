import { ApiError, countsByStatus, getMe, useOrderCounts } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { me, renderShell, signIn, signOut } from '../testing/render-shell';

jest.mock('@shopdesk/api-client', () => ({
  ...jest.requireActual('@shopdesk/api-client'),
  getMe: jest.fn(),
  useOrderCounts: jest.fn(),
  logout: jest.fn(),
}));

const mockedGetMe = jest.mocked(getMe);
const mockedCounts = jest.mocked(useOrderCounts);

beforeEach(() => {
  signOut();
  mockedGetMe.mockResolvedValue(me);
  // The hook itself is tested in api-client; here it answers through a real query like it does.
  mockedCounts.mockImplementation(() =>
    useQuery({
      queryKey: ['order counts'],
      queryFn: async () =>
        countsByStatus([
          { orderStatus: 'pending', count: 4 },
          { orderStatus: 'completed', count: 9 },
          { orderStatus: 'cancelled', count: 0 },
        ]),
    }),
  );
});

describe('route table, signed out', () => {
  it.each(['/main/dashboard', '/main/orders/dashboard', '/main/users', '/main/unknown', '/main'])(
    '%s needs a signed-in employee: it goes to /auth/login',
    async (url) => {
      const shell = renderShell(url);
      expect(await screen.findByText('auth remote at /auth/login')).toBeInTheDocument();
      expect(shell.location()).toBe('/auth/login');
    },
  );

  it('/ goes to the dashboard, which sends a signed-out visitor to the login screen', async () => {
    const shell = renderShell('/');
    await screen.findByText('auth remote at /auth/login');
    expect(shell.location()).toBe('/auth/login');
  });

  it('mounts the auth remote under /auth/*', async () => {
    const shell = renderShell('/auth/register/abc');
    expect(await screen.findByText('auth remote at /auth/register/abc')).toBeInTheDocument();
    expect(shell.loader.loadRoutes).toHaveBeenCalledWith('auth');
  });
});

describe('route table, signed in', () => {
  beforeEach(signIn);

  it('/ goes to /main/dashboard, the Dashboard page with the order counts', async () => {
    const shell = renderShell('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(shell.location()).toBe('/main/dashboard');
    expect(await screen.findByRole('link', { name: /Pending/ })).toHaveAttribute('href', '/main/orders/orderByStatus?status=pending');
    expect(screen.getByRole('link', { name: /Completed/ })).toHaveTextContent('Completed9 orders');
    expect(screen.getByRole('link', { name: /Cancelled/ })).toHaveAttribute('href', '/main/orders/orderByStatus?status=cancelled');
    for (const section of ['Users', 'Services', 'Orders']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${section}`) })).toHaveAttribute('href', `/main/${section.toLowerCase()}`);
    }
  });

  it('matches paths case-insensitively: the sidebar link /main/Dashboard is the dashboard', async () => {
    renderShell('/main/Dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('/auth/login goes to /main/dashboard', async () => {
    const shell = renderShell('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(shell.location()).toBe('/main/dashboard');
  });

  it('other /auth pages still load the auth remote', async () => {
    renderShell('/auth/forgotPassword');
    expect(await screen.findByText('auth remote at /auth/forgotPassword')).toBeInTheDocument();
  });

  it.each([
    ['/main/orders/orderByStatus', 'orders'],
    ['/main/Orders', 'orders'],
    ['/main/services/serviceCredentials/42', 'services'],
    ['/main/users/employees/allEmployees', 'users'],
  ] as const)('%s mounts the %s remote', async (url, remote) => {
    const shell = renderShell(url);
    expect(await screen.findByText(`${remote} remote at ${url}`)).toBeInTheDocument();
    expect(shell.loader.loadRoutes).toHaveBeenCalledWith(remote);
  });

  it.each(['/nowhere', '/main/nowhere'])('%s shows the not-found page inside the layout', async (url) => {
    renderShell(url);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('a dead restored session (employees/me answers 401) ends on the login screen', async () => {
    mockedGetMe.mockRejectedValue(new ApiError({ status: 401, message: 'Session expired' }));
    const shell = renderShell('/main/dashboard');
    await screen.findByText('auth remote at /auth/login');
    expect(shell.location()).toBe('/auth/login');
  });
});
