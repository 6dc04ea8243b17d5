import { bulkArchiveServices, errorMessage, listExport, queryKeys, useBulkAction } from '@shopdesk/api-client';
import { api, type Service, type ServiceType } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { useState } from 'react';
import type { ItemOpening } from '../../../lib/read-item-modal';
import { useServices } from '../api/get-services';
import { useLowStockFilter } from '../utils/use-low-stock-filter';
import { LowStockFilter } from './low-stock-filter';
import { ServiceArchiveConfirm } from './service-archive-confirm';
import { SERVICE_COLUMNS } from './service-columns';
import { ServiceCreateModal } from './service-create-modal';
import { ServiceDetailModal } from './service-detail-modal';
import { serviceRowActions } from './service-row-actions';
import { archiveBulkAction, ListScreen } from '@shopdesk/lists';

const SERVICE_NOUN = { one: 'service', many: 'services' };

export interface ServiceListProps {
  type: ServiceType;
  /** The type's name in the heading, the create button and the modal titles: 'VPN', 'Dollar Card'. */
  topic: string;
}

/**
 * The services of one type with their stock: search, Active/Archived and 'Low stock only'
 * filters and paging in the URL; view, and a link to each service's credentials; create, update,
 * archive and unarchive only for who may change the catalogue ('catalogue.write').
 *
 * @example <ServiceList type="dollar-card" topic="Dollar Card" />
 */
export function ServiceList({ type, topic }: ServiceListProps) {
  const canEdit = useCan('catalogue.write');
  const canExport = useCan('lists.export');
  const { lowStock, setLowStock } = useLowStockFilter();
  const services = useServices(type);
  const [creating, setCreating] = useState(false);
  const [opening, setOpening] = useState<ItemOpening | null>(null);
  const [archiving, setArchiving] = useState<Service | null>(null);
  const archiveMany = useBulkAction(bulkArchiveServices, [queryKeys.services.all]);

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
          canEdit,
        })
      }
      filters={<LowStockFilter checked={lowStock} onChange={setLowStock} />}
      create={canEdit ? { topic, onCreate: () => setCreating(true) } : undefined}
      back={{ to: '../dashboard' }}
      exportCsv={canExport ? listExport(api.services.exportServices, services, 'services.csv') : undefined}
      bulk={{
        noun: SERVICE_NOUN,
        actions: canEdit ? [archiveBulkAction(services.isActive, archiveMany)] : [],
        rowLabel: (service) => service.name,
        describeError: errorMessage,
      }}
    >
      {canEdit && creating && <ServiceCreateModal type={type} topic={topic} onClose={() => setCreating(false)} />}
      {opening && (opening.mode === 'view' || canEdit) && <ServiceDetailModal opening={opening} type={type} topic={topic} onClose={() => setOpening(null)} />}
      {canEdit && <ServiceArchiveConfirm service={archiving} onClose={() => setArchiving(null)} />}
    </ListScreen>
  );
}
