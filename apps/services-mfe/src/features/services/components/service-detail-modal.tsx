import type { ServiceType } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { modalTitle } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { useService } from '../../../lib/get-service';
import { historyLayout } from '../../../lib/history-layout';
import { ReadItemModal, type ItemOpening } from '../../../lib/read-item-modal';
import { useUpdateService } from '../api/update-service';
import { ServiceFormModal } from './service-form-modal';

export interface ServiceDetailModalProps {
  /** Which service to open, and how. */
  opening: ItemOpening;
  /** The screen's type. */
  type: ServiceType;
  /** The modal title's topic: 'VPN' or 'Dollar Card'. */
  topic: string;
  onClose: () => void;
}

/**
 * 'Update {topic}' or 'View {topic}' of a service read fresh (services/getSingleService/:id);
 * mount it only while open. For levels with `audit.read`, a view's fields are its Details tab,
 * beside a History tab of the service's audit rows, and for who may change the catalogue an Edit
 * button that turns the view into the update form.
 *
 * @example {opening && <ServiceDetailModal opening={opening} type="vpn" topic="VPN" onClose={close} />}
 */
export function ServiceDetailModal({ opening, type, topic, onClose }: ServiceDetailModalProps) {
  const read = useService(opening.id);
  const update = useUpdateService(opening.id, type);
  const canAudit = useCan('audit.read');
  const canEdit = useCan('catalogue.write');
  // A view's Edit turns it into the update form, in place.
  const [mode, setMode] = useState(opening.mode);
  // An update is a form to fill: only a view has a History tab.
  const withHistory = mode === 'view' && canAudit;
  return (
    <ReadItemModal read={read} title={modalTitle(mode, topic)} what="the service" onClose={onClose}>
      {(service) => (
        <ServiceFormModal
          key={mode}
          mode={mode}
          onEdit={canEdit ? () => setMode('update') : undefined}
          type={type}
          topic={topic}
          service={service}
          onSubmit={update.submit}
          onClose={onClose}
          layout={historyLayout(withHistory, 'Service', 'service', service._id)}
        />
      )}
    </ReadItemModal>
  );
}
