import { usePageTitle } from '@shopdesk/session';
import { SectionNotFound as SectionNotFoundNotice } from '@shopdesk/ui-kit';

/** Any other path under the Orders section: says so, with a link to the section's dashboard. */
export function SectionNotFound() {
  usePageTitle('Page not found');
  return <SectionNotFoundNotice section="Orders" home={{ path: 'dashboard', label: 'Go to the orders dashboard' }} />;
}
