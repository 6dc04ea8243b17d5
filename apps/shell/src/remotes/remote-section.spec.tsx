import { getMe } from '@shopdesk/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteLoader } from './remote-loader';
import { fakeRemote, me, renderShell, signIn, signOut } from '../testing/render-shell';

jest.mock('@shopdesk/api-client', () => ({
  ...jest.requireActual('@shopdesk/api-client'),
  getMe: jest.fn(),
  logout: jest.fn(),
}));

/** The real loader over a federation runtime whose loadRemote fails `failures` times for orders. */
function loaderFailing(failures: number) {
  const loadRemote = jest.fn(async (id: string) => {
    if (id === 'orders_mfe/Routes' && failures-- > 0) throw new Error('Loading script failed (404)');
    return fakeRemote(id.split('_')[0]);
  });
  const registerRemotes = jest.fn();
  const loader = createRemoteLoader({
    runtime: { registerRemotes, loadRemote: loadRemote as never },
    fetchRemotes: async () => ({ orders: '/mfe/orders/remoteEntry.js', users: '/mfe/users/remoteEntry.js' }),
    sleep: async () => undefined,
  });
  return { loader, loadRemote, registerRemotes };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.mocked(getMe).mockResolvedValue(me);
  // The boundary logs what it caught; keep the test output clean.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signOut();
  signIn();
});
afterEach(() => consoleError.mockRestore());

describe('a remote that cannot load', () => {
  it('shows which section is unavailable and a Retry button; Retry loads it', async () => {
    // First visit: the first load and both retries fail; Retry's first attempt succeeds.
    const { loader, loadRemote, registerRemotes } = loaderFailing(3);
    renderShell('/main/orders/dashboard', { loader });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Orders section is unavailable');
    expect(loadRemote).toHaveBeenCalledTimes(3);
    expect(consoleError).toHaveBeenCalledWith('The Orders section failed', expect.any(Error), expect.any(String));
    // The top bar and the sidebar keep working.
    expect(screen.getByText('Shopdesk')).toBeInTheDocument();
    expect(screen.getByText('Users', { selector: 'a' })).toHaveAttribute('href', '/main/Users');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('orders remote at /main/orders/dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'orders_mfe', entry: expect.stringMatching(/\/mfe\/orders\/remoteEntry\.js\?retry=\d+$/) }],
      { force: true },
    );
  });

  it('leaves the other sections working: the sidebar goes on to Users in the same app', async () => {
    const user = userEvent.setup();
    const { loader } = loaderFailing(Infinity);
    const shell = renderShell('/main/orders', { loader });
    expect(await screen.findByRole('alert')).toHaveTextContent('The Orders section is unavailable');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Users' }));

    expect(await screen.findByText('users remote at /main/users/dashboard')).toBeInTheDocument();
    expect(shell.location()).toBe('/main/users/dashboard');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a thin progress bar while the code loads', async () => {
    let finish: () => void = () => undefined;
    const loader = createRemoteLoader({
      runtime: {
        registerRemotes: jest.fn(),
        loadRemote: (() => new Promise((resolve) => (finish = () => resolve(fakeRemote('services'))))) as never,
      },
      fetchRemotes: async () => ({ services: '/mfe/services/remoteEntry.js' }),
    });
    renderShell('/main/services', { loader });
    expect(await screen.findByRole('progressbar', { name: 'Loading Services' })).toBeInTheDocument();
    finish();
    expect(await screen.findByText('services remote at /main/services/dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('remote bug');
    };
    const loader = createRemoteLoader({
      runtime: { registerRemotes: jest.fn(), loadRemote: (async () => ({ default: Broken })) as never },
      fetchRemotes: async () => ({ users: '/mfe/users/remoteEntry.js' }),
    });
    renderShell('/main/users', { loader });
    expect(await screen.findByRole('alert')).toHaveTextContent('The Users section is unavailable');
  });
});
