import { errorMessage } from '@shopdesk/api-client';
import { ErrorNotice, Loader, Modal, modalTitle } from '@shopdesk/ui-kit';
import { useService } from '../../../lib/get-service';
import { EditServiceModal } from './service-form-modal';

export interface ServiceModalOpening {
  mode: 'update' | 'view';
  id: string;
}

export interface ServiceDetailModalProps {
  /** Which service to open, and how; null keeps the modal closed. */
  opening: ServiceModalOpening | null;
  topic: string;
  onClose: () => void;
}

/**
 * Reads the service fresh (another employee may have changed it since the list loaded), then
 * shows it in the form, read-only or to update; a loader meanwhile, a Retry when it cannot load.
 *
 * @example <ServiceDetailModal opening={{ mode: 'view', id }} topic="VPN" onClose={close} />
 */
export function ServiceDetailModal({ opening, topic, onClose }: ServiceDetailModalProps) {
  const service = useService(opening?.id ?? null);
  if (!opening) return null;
  if (service.data) return <EditServiceModal service={service.data} mode={opening.mode} topic={topic} onClose={onClose} />;
  return (
    <Modal open title={modalTitle(opening.mode, topic)} onClose={onClose}>
      {service.isError ? (
        <ErrorNotice message={errorMessage(service.error, 'Could not load the service')} onRetry={() => void service.refetch()} />
      ) : (
        <Loader label="Loading the service" />
      )}
    </Modal>
  );
}
