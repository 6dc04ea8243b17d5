import { ApiError, getMe } from '@shopdesk/api-client';
import { allSections, ROUTES_MODULE } from '@shopdesk/sections';
import { screen } from '@testing-library/react';
import { me, renderShell, signIn, signOut } from '../testing/render-shell';

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
