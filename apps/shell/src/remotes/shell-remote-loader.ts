import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader } from './remote-loader';
import { fetchRemotesJson } from './remotes-json';

/** The page's loader, on the runtime instance the shell's ModuleFederationPlugin created. */
export const shellRemoteLoader = createRemoteLoader({ runtime: { registerRemotes, loadRemote }, fetchRemotes: fetchRemotesJson });
