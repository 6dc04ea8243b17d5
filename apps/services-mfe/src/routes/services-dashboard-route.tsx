import { usePageTitle } from '@shopdesk/session';
import { ServicesHub } from '../features/hub/components/services-hub';

/** `dashboard`: the hub of the section. */
export function ServicesDashboardRoute() {
  usePageTitle('Services');
  return <ServicesHub />;
}
