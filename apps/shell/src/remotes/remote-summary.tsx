import { type Section, SUMMARY_MODULE } from '@shopdesk/sections';
import { Loader } from '@shopdesk/ui-kit';
import { RemoteModule } from './remote-module';

/**
 * A section's dashboard widget (`./Summary`), loaded at run time like its routes: a small loader
 * meanwhile, and in its place only, 'The … section is unavailable' with Retry.
 *
 * @example <RemoteSummary section={SECTIONS.orders} />
 */
export function RemoteSummary({ section }: { section: Section }) {
  return (
    <RemoteModule
      section={section}
      module={SUMMARY_MODULE}
      loading={<Loader label={`Loading the ${section.title} summary`} />}
      headingLevel="h3"
    />
  );
}
