import type { Service } from '@shopdesk/contracts';
import { ArchiveConfirm } from '@shopdesk/ui-kit';
import { useArchiveService } from '../api/archive-service';

const quotedName = (service: Service) => `"${service.name}"`;

export interface ServiceArchiveConfirmProps {
  /** The service to archive or restore; null keeps the modal closed. */
  service: Service | null;
  /** Done, failed, or called off. */
  onClose: () => void;
}

/**
 * Asks before archiving an active service or restoring an archived one, naming it (the button
 * reads Archive or Unarchive), then does it and says how it went.
 *
 * @example <ServiceArchiveConfirm service={target} onClose={() => setTarget(null)} />
 */
export function ServiceArchiveConfirm({ service, onClose }: ServiceArchiveConfirmProps) {
  const archive = useArchiveService();
  return <ArchiveConfirm item={service} topic="service" name={quotedName} {...archive.confirmProps} onClose={onClose} />;
}
