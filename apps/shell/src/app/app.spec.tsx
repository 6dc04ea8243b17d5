import { type ApiClientConfig, configureApiClient, getMe } from '@shopdesk/api-client';
import { clearSession } from '@shopdesk/session';
import { act, screen } from '@testing-library/react';
import { me, renderShell, signIn, signOut } from '../testing/render-shell';

jest.mock('@shopdesk/api-client', () => ({
  ...jest.requireActual('@shopdesk/api-client'),
  getMe: jest.fn(),
  configureApiClient: jest.fn(),
}));

/** The navigate the shell gave api-client, which calls it when a request answers 401. */
function registeredNavigate(): (path: string) => void {
  const calls = jest.mocked(configureApiClient).mock.calls.map(([config]: [ApiClientConfig]) => config.navigate);
  const navigate = calls.filter((call) => call !== undefined).at(-1);
  if (!navigate) throw new Error('the shell registered no navigate');
  return navigate;
}

beforeEach(() => {
  signOut();
  jest.mocked(getMe).mockResolvedValue(me);
});

it('a session that ends on a 401 goes to the login screen, and signing in again returns to the page', async () => {
  signIn();
  const shell = renderShell('/main/orders/orderByStatus?status=pending&page=3');
  await screen.findByText('orders remote at /main/orders/orderByStatus');
  // What api-client does on a 401 for the token in use.
  act(() => {
    clearSession();
    registeredNavigate()('/auth/login');
  });
  await screen.findByText('auth remote at /auth/login');
  act(signIn);
  await screen.findByText('orders remote at /main/orders/orderByStatus');
  expect(shell.location()).toBe('/main/orders/orderByStatus?status=pending&page=3');
});

it('the navigate given to api-client tells the login screen which page to return to', async () => {
  signIn();
  const shell = renderShell('/main/users/employees/allEmployees?page=2');
  await screen.findByText('users remote at /main/users/employees/allEmployees');
  // Still signed in (a 401 for a token already replaced): the login screen sends straight back.
  act(() => registeredNavigate()('/auth/login'));
  await screen.findByText('users remote at /main/users/employees/allEmployees');
  expect(shell.location()).toBe('/main/users/employees/allEmployees?page=2');
});
