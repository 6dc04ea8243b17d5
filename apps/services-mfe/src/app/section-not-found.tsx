import { usePageTitle } from '@shopdesk/session';
import { SectionNotFound as SectionNotFoundNotice } from '@shopdesk/ui-kit';

/** Any other path under the Services section: says so, with a link to the section's hub. */
export function SectionNotFound() {
  usePageTitle('Page not found');
  return <SectionNotFoundNotice section="Services" home={{ path: 'dashboard', label: 'Go to the services hub' }} />;
}
