import type { ReactNode, RefObject } from 'react';
import { Button } from '../components/button';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  message: ReactNode;
  /** e.g. `archiveLabel(item.isActive)`. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Default 'Please confirm'. */
  title?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** `danger` for what removes or cancels something. */
  tone?: 'primary' | 'danger';
  /** The confirmed work is running: both buttons disabled, a spinner, Esc ignored. */
  busy?: boolean;
  /** Focus on close when the opener is gone, e.g. after the confirmed action removed its row (see Modal). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Asks before an action (archive, complete or cancel an order).
 *
 * @example
 * <ConfirmModal open={!!target} message="Archive this service?" confirmLabel={archiveLabel(target.isActive)}
 *   busy={archive.isPending} onConfirm={() => archive.mutate(target)} onCancel={() => setTarget(null)} />
 */
export function ConfirmModal({
  open,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  title = 'Please confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  busy = false,
  returnFocusTo,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      closeDisabled={busy}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div>{message}</div>
    </Modal>
  );
}
