import { usePageTitle } from '@shopdesk/session';
import { useSearchParams } from 'react-router-dom';
import { ServiceList } from '../features/services/components/service-list';
import { parseServiceType, SERVICE_TYPE_TITLES, toApiType } from '../lib/service-type';
import { UnknownServiceType } from '../lib/unknown-service-type';

const listPath = (type: string) => `../service?type=${type}`;

/** `service?type=vpn|dollarCard`: that type's services, or a clear message when the type is not one. */
export function ServicesRoute() {
  const [params] = useSearchParams();
  const raw = params.get('type');
  const type = parseServiceType(raw);
  usePageTitle(type ? SERVICE_TYPE_TITLES[type] : 'Services');
  if (!type) {
    return <UnknownServiceType type={raw} listing="services" linkTo={listPath} linkText={(t) => SERVICE_TYPE_TITLES[t]} />;
  }
  // A new key per type: the open modal of one list does not carry to the other.
  return <ServiceList key={type} type={toApiType(type)} topic={SERVICE_TYPE_TITLES[type]} />;
}
