import type { ExposedModule, Section } from '@shopdesk/sections';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';

export interface RemoteModuleProps {
  section: Section;
  /** Which exposed module to render, e.g. './Routes'. */
  module: ExposedModule;
  /** Shown while its code loads. */
  loading: ReactNode;
  /** Heading level of the 'unavailable' fallback (see SectionUnavailable). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A module a remote exposes, loaded at run time and rendered: `loading` meanwhile, and
 * 'The … section is unavailable' with Retry in its place when it cannot load or throws.
 *
 * @example <RemoteModule section={SECTIONS.orders} module="./Summary" loading={<Loader />} headingLevel="h3" />
 */
export function RemoteModule({ section, module, loading, headingLevel }: RemoteModuleProps) {
  const loader = useRemoteLoader();
  // React.lazy keeps a rejected load, so Retry makes a new one (and a new boundary).
  const makeComponent = () => lazy(() => loader.load(section.key, module));
  const [attempt, setAttempt] = useState(() => ({ n: 0, Loaded: makeComponent() }));
  const retry = () => setAttempt(({ n }) => ({ n: n + 1, Loaded: makeComponent() }));
  const { Loaded } = attempt;
  return (
    <RemoteErrorBoundary key={attempt.n} section={section.title} onRetry={retry} headingLevel={headingLevel}>
      <Suspense fallback={loading}>
        <Loaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
