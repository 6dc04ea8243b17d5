import { ProgressBar } from '@shopdesk/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';
import { type RemoteKey, SECTION_TITLES } from './sections';

/**
 * A section served by a remote: its Routes, loaded at run time, a thin progress bar meanwhile,
 * and 'The … section is unavailable' with Retry when it cannot load.
 *
 * @example <Route path="orders/*" element={<RemoteSection key="orders" remote="orders" />} />
 */
export function RemoteSection({ remote }: { remote: RemoteKey }) {
  const loader = useRemoteLoader();
  const title = SECTION_TITLES[remote];
  // React.lazy keeps a rejected load, so Retry makes a new one (and a new boundary).
  const makeRoutes = () => lazy(() => loader.loadRoutes(remote));
  const [attempt, setAttempt] = useState(() => ({ n: 0, Routes: makeRoutes() }));
  const retry = () => setAttempt(({ n }) => ({ n: n + 1, Routes: makeRoutes() }));
  const { Routes } = attempt;
  return (
    <RemoteErrorBoundary key={attempt.n} section={title} onRetry={retry}>
      <Suspense fallback={<ProgressBar label={`Loading ${title}`} placement="top" />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
