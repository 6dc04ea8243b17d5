import type { Service, ServiceType } from '@shopdesk/contracts';
import { ListScreen } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { useServices } from '../api/get-services';
import { ServiceArchiveConfirm } from './service-archive-confirm';
import { SERVICE_COLUMNS } from './service-columns';
import { ServiceDetailModal, type ServiceModalOpening } from './service-detail-modal';
import { CreateServiceModal } from './service-form-modal';
import { serviceRowActions } from './service-row-actions';

export interface ServiceListProps {
  type: ServiceType;
  /** The type's name in the heading, the create button and the modal titles: 'VPN', 'Dollar Card'. */
  topic: string;
}

/**
 * The services of one type: search, Active/Archived filter and paging in the URL; create, view,
 * update, archive or unarchive, and a link to each service's credentials.
 *
 * @example <ServiceList type="dollar-card" topic="Dollar Card" />
 */
export function ServiceList({ type, topic }: ServiceListProps) {
  const services = useServices(type);
  const [creating, setCreating] = useState(false);
  const [opening, setOpening] = useState<ServiceModalOpening | null>(null);
  const [archiving, setArchiving] = useState<Service | null>(null);

  return (
    <ListScreen
      title={topic}
      controller={services}
      columns={SERVICE_COLUMNS}
      rowActions={(service) =>
        serviceRowActions(service, {
          onView: ({ _id }) => setOpening({ mode: 'view', id: _id }),
          onEdit: ({ _id }) => setOpening({ mode: 'update', id: _id }),
          onArchive: setArchiving,
        })
      }
      create={{ topic, onCreate: () => setCreating(true) }}
      back={{ to: '../dashboard' }}
    >
      {creating && <CreateServiceModal type={type} topic={topic} onClose={() => setCreating(false)} />}
      <ServiceDetailModal opening={opening} topic={topic} onClose={() => setOpening(null)} />
      <ServiceArchiveConfirm service={archiving} onClose={() => setArchiving(null)} />
    </ListScreen>
  );
}
