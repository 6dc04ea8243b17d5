import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader } from './remote-loader';
import { fetchRemotesJson } from './remotes-json';
import { checkSharedLibs, shellLibVersions } from './shared-lib-check';

const shellLibs = shellLibVersions();

/** The page's loader, on the runtime instance the shell's ModuleFederationPlugin created. */
export const shellRemoteLoader = createRemoteLoader({
  runtime: { registerRemotes, loadRemote },
  fetchRemotes: fetchRemotesJson,
  checkSharedLibs: (entryUrl) => checkSharedLibs(entryUrl, shellLibs),
});
