import { useService } from '../../../lib/get-service';
import { toUrlType } from '../../../lib/service-type';
import { CredentialList } from './credential-list';

/**
 * The credentials screen of one service: its name in the heading once loaded, and the back arrow
 * to that service's list (back in history until the service is known).
 *
 * @example <ServiceCredentials serviceId={params.serviceId} />
 */
export function ServiceCredentials({ serviceId }: { serviceId: string }) {
  const service = useService(serviceId);
  const name = service.data?.name;
  return (
    <CredentialList
      serviceId={serviceId}
      title={name ? `${name} Credentials` : 'Service Credentials'}
      serviceName={name ?? ''}
      back={service.data ? { to: `../service?type=${toUrlType(service.data.type)}` } : 'history'}
    />
  );
}
