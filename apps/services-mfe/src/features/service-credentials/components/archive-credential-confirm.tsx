import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import { ArchiveConfirm } from '@shopdesk/ui-kit';
import { useArchiveCredential } from '../api/archive-credential';

export interface ArchiveCredentialConfirmProps {
  /** The credential to archive or restore; null keeps the modal closed. */
  credential: ServiceCredentialSummary | null;
  /** Done, failed, or called off. */
  onClose: () => void;
}

/**
 * Asks before archiving (or unarchiving) a credential, then does it: 'Successfully updated!', or
 * the server's reason.
 *
 * @example <ArchiveCredentialConfirm credential={archiving} onClose={() => setArchiving(null)} />
 */
export function ArchiveCredentialConfirm({ credential, onClose }: ArchiveCredentialConfirmProps) {
  const archive = useArchiveCredential();
  return <ArchiveConfirm item={credential} topic="credential" {...archive.confirmProps} onClose={onClose} />;
}
