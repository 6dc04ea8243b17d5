import { usePageTitle } from '@shopdesk/session';
import { SectionNotFound as SectionNotFoundNotice } from '@shopdesk/ui-kit';

/** Any other path under the Users section: says so, with a link to the section's landing page. */
export function SectionNotFound() {
  usePageTitle('Page not found');
  return <SectionNotFoundNotice section="Users" home={{ path: 'dashboard', label: 'Go to the users dashboard' }} />;
}
