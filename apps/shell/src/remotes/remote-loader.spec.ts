import { type ComponentModule, createRemoteLoader, type FederationRuntime, RemoteUnavailableError } from './remote-loader';
import type { RemoteUrls } from './remotes-json';
import { RemoteNeedsNewerShellError } from './shared-lib-check';

const URLS: RemoteUrls = {
  auth: '/mfe/auth/remoteEntry.js',
  orders: '/mfe/orders/remoteEntry.js',
  services: '/mfe/services/remoteEntry.js',
  users: '/mfe/users/remoteEntry.js',
};
const component: ComponentModule = { default: () => null };

function setup({ urls = URLS, fetchRemotes = jest.fn().mockResolvedValue(urls), checkSharedLibs = jest.fn().mockResolvedValue(undefined) } = {}) {
  const runtime = { registerRemotes: jest.fn(), loadRemote: jest.fn() } satisfies FederationRuntime;
  const sleep = jest.fn().mockResolvedValue(undefined);
  const loader = createRemoteLoader({ runtime, fetchRemotes, checkSharedLibs, sleep, retries: 2, retryDelayMs: 100 });
  return { loader, runtime, fetchRemotes, sleep, checkSharedLibs };
}

describe('createRemoteLoader: registration from /remotes.json', () => {
  it('registers every listed remote under its container name, once', async () => {
    const { loader, runtime, fetchRemotes } = setup();
    await loader.register();
    await loader.register();
    expect(fetchRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'auth_mfe', entry: '/mfe/auth/remoteEntry.js' },
      { name: 'orders_mfe', entry: '/mfe/orders/remoteEntry.js' },
      { name: 'services_mfe', entry: '/mfe/services/remoteEntry.js' },
      { name: 'users_mfe', entry: '/mfe/users/remoteEntry.js' },
    ]);
  });

  it('fetches /remotes.json again after a failure', async () => {
    const fetchRemotes = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(URLS);
    const { loader, runtime } = setup({ fetchRemotes });
    await expect(loader.register()).rejects.toThrow('offline');
    await expect(loader.register()).resolves.toEqual(URLS);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('createRemoteLoader: load', () => {
  it("loads the remote's ./Routes and its ./Summary by their federation ids", async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockResolvedValue(component);
    await expect(loader.load('orders', './Routes')).resolves.toBe(component);
    await expect(loader.load('orders', './Summary')).resolves.toBe(component);
    expect(runtime.loadRemote.mock.calls).toEqual([['orders_mfe/Routes'], ['orders_mfe/Summary']]);
  });

  it('does not try a module the registry says the remote does not expose', async () => {
    const { loader, runtime } = setup();
    const failure = loader.load('auth', './Summary');
    await expect(failure).rejects.toThrow('The Sign-in section could not be loaded: the auth remote does not expose ./Summary');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('retries with backoff, re-registering the entry under a cache-busting URL', async () => {
    const { loader, runtime, sleep } = setup();
    runtime.loadRemote.mockRejectedValueOnce(new Error('ScriptExternalLoadError')).mockResolvedValue(component);
    await expect(loader.load('orders', './Routes')).resolves.toBe(component);
    expect(sleep).toHaveBeenCalledWith(100);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'orders_mfe', entry: 'http://localhost/mfe/orders/remoteEntry.js?retry=1' }],
      { force: true },
    );
  });

  it('gives up after the retries with an error naming the section and the cause', async () => {
    const { loader, runtime, sleep } = setup();
    runtime.loadRemote.mockRejectedValue(new Error('404'));
    const failure = loader.load('users', './Routes');
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toThrow('The Users section could not be loaded: 404');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[100], [200]]);
  });

  it('treats a module without a default component as a failure', async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockResolvedValue(null);
    await expect(loader.load('auth', './Routes')).rejects.toThrow('auth_mfe/Routes has no default export component');
  });

  it("checks the remote's shared libs before its code runs, and does not retry one that needs a newer shell", async () => {
    const needsNewer = new RemoteNeedsNewerShellError([{ lib: '@shopdesk/ui-kit', needs: '0.2.0', shellHas: '0.1.0' }]);
    const checkSharedLibs = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValue(needsNewer);
    const { loader, runtime, sleep } = setup({ checkSharedLibs });
    runtime.loadRemote.mockResolvedValue(component);
    await expect(loader.load('orders', './Routes')).resolves.toBe(component);
    expect(checkSharedLibs).toHaveBeenCalledWith('/mfe/orders/remoteEntry.js');

    const failure = loader.load('services', './Routes');
    await expect(failure).rejects.toThrow('The Services section could not be loaded: it was built against @shopdesk/ui-kit 0.2.0');
    await expect(failure).rejects.toMatchObject({ cause: needsNewer });
    expect(runtime.loadRemote.mock.calls).toEqual([['orders_mfe/Routes']]);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not retry a remote that /remotes.json does not list', async () => {
    const { loader, runtime } = setup({ urls: { auth: URLS.auth } });
    await expect(loader.load('orders', './Routes')).rejects.toThrow('/remotes.json lists no URL for "orders"');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("reads /remotes.json again after a section failed, so Retry asks the remote's new address", async () => {
    const moved = { ...URLS, orders: 'https://orders.example.com/v2/remoteEntry.js' };
    const fetchRemotes = jest.fn().mockResolvedValueOnce(URLS).mockResolvedValue(moved);
    const { loader, runtime } = setup({ fetchRemotes });
    runtime.loadRemote.mockRejectedValue(new Error('ScriptExternalLoadError'));
    await expect(loader.load('orders', './Routes')).rejects.toBeInstanceOf(RemoteUnavailableError);

    // The remotes file is fixed; the section's Retry loads again.
    runtime.loadRemote.mockReset().mockResolvedValue(component);
    await expect(loader.load('orders', './Routes')).resolves.toBe(component);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'orders_mfe', entry: expect.stringMatching(/^https:\/\/orders\.example\.com\/v2\/remoteEntry\.js\?retry=\d+$/) }],
      { force: true },
    );
    // Loaded again, it is read from the page's registration: no more fetches.
    const fetches = fetchRemotes.mock.calls.length;
    await loader.load('orders', './Summary');
    expect(fetchRemotes).toHaveBeenCalledTimes(fetches);
  });

  it('loads a section once /remotes.json lists it, on Retry', async () => {
    const fetchRemotes = jest.fn().mockResolvedValueOnce({ auth: URLS.auth }).mockResolvedValue(URLS);
    const { loader, runtime } = setup({ fetchRemotes });
    runtime.loadRemote.mockResolvedValue(component);
    await expect(loader.load('orders', './Routes')).rejects.toThrow('/remotes.json lists no URL for "orders"');
    await expect(loader.load('orders', './Routes')).resolves.toBe(component);
  });

  it('recovers when /remotes.json itself failed at first', async () => {
    const fetchRemotes = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(URLS);
    const { loader, runtime } = setup({ fetchRemotes });
    runtime.loadRemote.mockResolvedValue(component);
    await expect(loader.load('services', './Routes')).resolves.toBe(component);
    expect(fetchRemotes).toHaveBeenCalledTimes(2);
  });
});
