import type { ServiceSetupGuide } from '@shopdesk/contracts';
import { ArchiveConfirm } from '@shopdesk/ui-kit';
import { useArchiveSetupGuide } from '../api/archive-setup-guide';

export interface ArchiveSetupGuideConfirmProps {
  /** The guide to archive or restore; null keeps the modal closed. */
  guide: ServiceSetupGuide | null;
  /** Done, failed, or called off. */
  onClose: () => void;
}

/**
 * Asks before archiving (or unarchiving) a setup guide, then does it: 'Successfully updated!', or
 * the server's reason.
 *
 * @example <ArchiveSetupGuideConfirm guide={archiving} onClose={() => setArchiving(null)} />
 */
export function ArchiveSetupGuideConfirm({ guide, onClose }: ArchiveSetupGuideConfirmProps) {
  const archive = useArchiveSetupGuide();
  return <ArchiveConfirm item={guide} topic="setup guide" {...archive.confirmProps} onClose={onClose} />;
}
