import { createContext, useContext } from 'react';
import type { RemoteLoader } from './remote-loader';

/** Which loader remote sections use: the shell provides the real one, tests a fake. */
export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader: render remote sections inside <RemoteLoaderContext.Provider>');
  return loader;
}
