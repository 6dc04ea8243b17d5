import { useRef, useState } from 'react';
import { ConfirmModal } from './confirm-modal';
import { archiveLabel } from './modal-title';
import { toast } from '../toast/toast';

/** What can be archived and restored. */
export interface Archivable {
  isActive: boolean;
}

export interface ArchiveConfirmProps<T extends Archivable> {
  /** The item to archive (active) or restore (archived); null keeps the modal closed. */
  item: T | null;
  /** The kind of item, for the texts: 'credential' → 'Do you want to archive this credential?'. */
  topic: string;
  /** How the question names the item, when 'this {topic}' is not enough: `(s) => \`"${s.name}"\``. */
  name?: (item: T) => string;
  /** Archives or restores the item: resolve = done, reject = failed. */
  onConfirm: (item: T) => Promise<unknown>;
  /**
   * The failure toast's text from the error and the fallback 'Failed to archive the {topic}'
   * (api-client's `errorMessage`: the server's reason when it sent one).
   */
  describeError: (error: unknown, fallback: string) => string;
  /** Done, failed, or called off. */
  onClose: () => void;
}

/**
 * Asks before archiving an active item or restoring an archived one (the button reads Archive,
 * in the danger tone, or Unarchive), does it, and says how it went: 'Successfully updated!' or the
 * failure. While it runs the buttons are busy and the modal stays open.
 *
 * @example
 * // api-client's useArchive gives onConfirm and describeError as `confirmProps`.
 * const archive = useArchive(archiveServiceCredential, queryKeys.serviceCredentials.all);
 * <ArchiveConfirm item={archiving} topic="credential" {...archive.confirmProps} onClose={() => setArchiving(null)} />
 */
export function ArchiveConfirm<T extends Archivable>({ item, topic, name, onConfirm, describeError, onClose }: ArchiveConfirmProps<T>) {
  const [busy, setBusy] = useState(false);
  // A ref, not the state: a double click confirms twice before React re-renders.
  const inFlight = useRef(false);
  const label = archiveLabel(item?.isActive ?? true);
  const verb = label.toLowerCase();

  const confirm = async () => {
    if (!item || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await onConfirm(item);
      toast.success('Successfully updated!');
    } catch (error) {
      toast.error(describeError(error, `Failed to ${verb} the ${topic}`));
    } finally {
      inFlight.current = false;
      setBusy(false);
      onClose();
    }
  };

  return (
    <ConfirmModal
      open={item !== null}
      message={item && `Do you want to ${verb} ${name ? name(item) : `this ${topic}`}?`}
      confirmLabel={label}
      tone={item?.isActive === false ? 'primary' : 'danger'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
