import { usePageTitle } from '@shopdesk/session';
import { HubPage } from '@shopdesk/ui-kit';
import { SERVICE_TYPE_TITLES, setupGuideTitle, URL_SERVICE_TYPES } from '../lib/service-type';

/** The hub's cards, in the order they show: each type's services, then each type's setup guides. */
const CARDS = [
  ...URL_SERVICE_TYPES.map((type) => ({
    title: SERVICE_TYPE_TITLES[type],
    to: `../service?type=${type}`,
    description: `${SERVICE_TYPE_TITLES[type]} services and their credentials`,
  })),
  ...URL_SERVICE_TYPES.map((type) => ({
    title: setupGuideTitle(type),
    to: `../serviceSetupGuides?type=${type}`,
    description: `Pictures that walk a customer through setting up a ${SERVICE_TYPE_TITLES[type]}`,
  })),
];

/** `dashboard`: the section's hub, four cards leading to the VPN and Dollar Card services and to their setup guides. */
export function ServicesDashboardRoute() {
  usePageTitle('Services');
  return <HubPage title="Services" cards={CARDS} />;
}
