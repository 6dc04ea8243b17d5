import { useCan } from '@shopdesk/session';
import { modalTitle } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { historyLayout } from '../../../lib/history-layout';
import { ReadItemModal, type ItemOpening } from '../../../lib/read-item-modal';
import { useSetupGuide } from '../api/get-setup-guide';
import { useUpdateSetupGuide } from '../api/update-setup-guide';
import type { SetupGuideCreateModalProps } from './setup-guide-create-modal';
import { SetupGuideFormModal } from './setup-guide-form-modal';

export interface SetupGuideDetailModalProps extends SetupGuideCreateModalProps {
  /** Which guide to open, and how. */
  opening: ItemOpening;
}

/**
 * 'Update {topic}' or 'View {topic}' of a setup guide read fresh
 * (serviceSetupGuides/getSingleServiceSetupGuide/:id); mount it only while open. For levels with
 * `audit.read`, a view's fields are its Details tab, beside a History tab of the guide's audit rows;
 * for who may change the catalogue, an Edit button turns the view into the update form.
 *
 * @example {opening && <SetupGuideDetailModal opening={opening} type="vpn" topic="VPN Setup Guide" typeTitle="VPN" onClose={close} />}
 */
export function SetupGuideDetailModal({ opening, type, topic, typeTitle, onClose }: SetupGuideDetailModalProps) {
  const read = useSetupGuide(opening.id);
  const update = useUpdateSetupGuide(type, opening.id);
  const canAudit = useCan('audit.read');
  const canEdit = useCan('catalogue.write');
  // A view's Edit turns it into the update form, in place.
  const [mode, setMode] = useState(opening.mode);
  // An update is a form to fill: only a view has a History tab.
  const withHistory = mode === 'view' && canAudit;
  return (
    <ReadItemModal read={read} title={modalTitle(mode, topic)} what="the setup guide" onClose={onClose}>
      {(guide) => (
        <SetupGuideFormModal
          key={mode}
          mode={mode}
          type={type}
          onEdit={canEdit ? () => setMode('update') : undefined}
          topic={topic}
          typeTitle={typeTitle}
          guide={guide}
          onSubmit={update.submit}
          onClose={onClose}
          layout={historyLayout(withHistory, 'Setup guide', 'setup_guide', guide._id)}
        />
      )}
    </ReadItemModal>
  );
}
