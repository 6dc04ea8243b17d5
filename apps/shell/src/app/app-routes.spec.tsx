import { ApiError, getMe } from '@shopdesk/api-client';
import { allSections, ROUTES_MODULE } from '@shopdesk/sections';
import { act, screen, waitFor } from '@testing-library/react';
import { setEmployee } from '@shopdesk/session';
import { employee, me, renderShell, signIn, signOut } from '../testing/render-shell';

jest.mock('@shopdesk/api-client', () => ({
  ...jest.requireActual('@shopdesk/api-client'),
  getMe: jest.fn(),
  logout: jest.fn(),
}));

const mockedGetMe = jest.mocked(getMe);

beforeEach(() => {
  signOut();
  mockedGetMe.mockResolvedValue(me);
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

  it('a signed-out deep link goes to the login screen, and signing in returns to it, query and all', async () => {
    const shell = renderShell('/main/orders/orderByStatus?status=completed&page=2');
    await screen.findByText('auth remote at /auth/login');
    expect(shell.location()).toBe('/auth/login');
    act(signIn);
    expect(await screen.findByText('orders remote at /main/orders/orderByStatus')).toBeInTheDocument();
    expect(shell.location()).toBe('/main/orders/orderByStatus?status=completed&page=2');
  });

  it('settles the letter case before asking to sign in, so the return is to the canonical URL', async () => {
    const shell = renderShell('/main/Users');
    await screen.findByText('auth remote at /auth/login');
    act(signIn);
    await screen.findByText('users remote at /main/users/dashboard');
    expect(shell.location()).toBe('/main/users/dashboard');
  });

  it('mounts the auth remote under /auth/*', async () => {
    const shell = renderShell('/auth/register/abc');
    expect(await screen.findByText('auth remote at /auth/register/abc')).toBeInTheDocument();
    expect(shell.loader.load).toHaveBeenCalledWith('auth', ROUTES_MODULE);
  });
});

describe('route table, signed in', () => {
  beforeEach(signIn);

  it('/ goes to /main/dashboard, the Dashboard page', async () => {
    const shell = renderShell('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(shell.location()).toBe('/main/dashboard');
    expect(await screen.findByText('orders summary')).toBeInTheDocument();
  });

  it('matches paths case-insensitively: the sidebar link /main/Dashboard is the dashboard', async () => {
    renderShell('/main/Dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('/main/profile goes to the profile page, which the Users section serves', async () => {
    const shell = renderShell('/main/profile');
    await waitFor(() => expect(shell.location()).toBe('/main/users/profile'));
    expect(shell.loader.load).toHaveBeenCalledWith('users', ROUTES_MODULE);
  });

  it('a sign-in that asked for a second factor goes to its set-up first, told where it was going', async () => {
    setEmployee({ ...employee, token: `${employee.token}-2fa`, twoFactorSetup: { dueAt: '2026-12-12T10:00:00.000Z', required: false } });
    const shell = renderShell('/main/orders/dashboard');
    expect(await screen.findByText('auth remote at /auth/twoFactor')).toBeInTheDocument();
    expect(shell.location()).toBe('/auth/twoFactor');
  });

  it('/auth/login goes to /main/dashboard', async () => {
    const shell = renderShell('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(shell.location()).toBe('/main/dashboard');
  });

  it.each(['/auth/forgotPassword', '/auth/emailVerification', '/auth/Login'])(
    '%s goes to /main/dashboard, like the login screen',
    async (url) => {
      const shell = renderShell(url);
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      expect(shell.location()).toBe('/main/dashboard');
    },
  );

  it.each(['/auth/register/abc', '/auth/resetEmployeePassword/abc'])('%s still loads the auth remote: it acts on a token', async (url) => {
    renderShell(url);
    expect(await screen.findByText(`auth remote at ${url}`)).toBeInTheDocument();
  });

  it.each([
    ['/main/Dashboard', '/main/dashboard'],
    ['/main/Orders', '/main/orders/dashboard'],
    ['/main/ORDERS/orderByStatus?status=pending', '/main/orders/orderByStatus?status=pending'],
  ])('%s settles the address bar on %s, replacing the entry so Back does not bounce', async (url, canonical) => {
    const shell = renderShell(url, { history: ['/main/users/dashboard'] });
    await waitFor(() => expect(shell.location()).toBe(canonical));
    act(() => shell.back());
    await waitFor(() => expect(shell.location()).toBe('/main/users/dashboard'));
  });

  it('names the page in the document title', async () => {
    const first = renderShell('/main/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.title).toBe('Dashboard · Shopdesk');
    first.unmount();
    renderShell('/main/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.title).toBe('Page not found · Shopdesk');
  });

  it("never keeps the previous page's title: a page that names none shows its section's", async () => {
    const shell = renderShell('/main/dashboard', { history: [] });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.title).toBe('Dashboard · Shopdesk');
    act(() => shell.go('/main/users/employees/allEmployees'));
    // The fake users remote sets no title of its own.
    await screen.findByText('users remote at /main/users/employees/allEmployees');
    expect(document.title).toBe('Users · Shopdesk');
    act(() => shell.go('/main/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.title).toBe('Dashboard · Shopdesk');
  });

  it.each([
    ['/main/orders/orderByStatus', 'orders'],
    ['/main/orders/dashboard', 'orders'],
    ['/main/services/serviceCredentials/42', 'services'],
    ['/main/users/employees/allEmployees', 'users'],
  ] as const)('%s mounts the %s remote', async (url, remote) => {
    const shell = renderShell(url);
    expect(await screen.findByText(`${remote} remote at ${url}`)).toBeInTheDocument();
    expect(shell.loader.load).toHaveBeenCalledWith(remote, ROUTES_MODULE);
  });

  it.each(allSections().map((section) => [section.mountPath, section.key]))(
    'mounts every section of the registry: %s loads the %s remote',
    async (mountPath, key) => {
      const shell = renderShell(`${mountPath}/somewhere`);
      expect(await screen.findByText(`${key} remote at ${mountPath}/somewhere`)).toBeInTheDocument();
      expect(shell.loader.load).toHaveBeenCalledWith(key, ROUTES_MODULE);
    },
  );

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
