import { usePageTitle } from '@shopdesk/session';
import { useParams } from 'react-router-dom';
import { ServiceCredentials } from '../features/service-credentials/components/service-credentials';

/** `serviceCredentials/:serviceId`: the credentials of that service. */
export function ServiceCredentialsRoute() {
  const serviceId = useParams()['serviceId'] ?? '';
  usePageTitle('Service Credentials');
  // A new key per service: an open modal or selected row of one service does not carry over.
  return <ServiceCredentials key={serviceId} serviceId={serviceId} />;
}
