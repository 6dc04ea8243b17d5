import { ServicesHub } from '../features/hub/components/services-hub';

/** `dashboard`: the hub of the section. */
export function ServicesDashboardRoute() {
  return <ServicesHub />;
}
