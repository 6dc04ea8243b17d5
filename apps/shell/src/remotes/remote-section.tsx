import { ROUTES_MODULE, type Section } from '@shopdesk/sections';
import { ProgressBar } from '@shopdesk/ui-kit';
import { RemoteModule } from './remote-module';

/**
 * A section served by a remote: its Routes, loaded at run time, a thin progress bar meanwhile,
 * and 'The … section is unavailable' with Retry when it cannot load.
 *
 * @example <Route path="orders/*" element={<RemoteSection key="orders" section={SECTIONS.orders} />} />
 */
export function RemoteSection({ section }: { section: Section }) {
  return (
    <RemoteModule
      section={section}
      module={ROUTES_MODULE}
      loading={<ProgressBar label={`Loading ${section.title}`} placement="top" />}
    />
  );
}
