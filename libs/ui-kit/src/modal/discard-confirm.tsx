import { useState } from 'react';
import { ConfirmModal } from './confirm-modal';

/**
 * Closing a form: at once when nothing would be lost, else only once the employee agrees to
 * discard (`asking` opens the DiscardConfirm).
 *
 * @example const discard = useDiscardGuard(onClose); // <Modal onClose={() => discard.close(dirty)}>
 */
export function useDiscardGuard(onClose: () => void) {
  const [asking, setAsking] = useState(false);
  return {
    asking,
    /** Close, or ask first when `unsaved`. */
    close: (unsaved: boolean) => (unsaved ? setAsking(true) : onClose()),
    /** The employee keeps editing: the question goes away, the form stays. */
    keep: () => setAsking(false),
    discard: onClose,
  };
}

export interface DiscardConfirmProps {
  /** The guard of the form it asks over. */
  guard: ReturnType<typeof useDiscardGuard>;
}

/**
 * 'Discard changes?' over a form whose changes closing it would lose: Discard closes the form,
 * 'Keep editing' returns to it. FormModal asks it; a form of its own (a two-step import) too.
 *
 * @example <DiscardConfirm guard={discard} />
 */
export function DiscardConfirm({ guard }: DiscardConfirmProps) {
  return (
    <ConfirmModal
      open={guard.asking}
      title="Discard changes?"
      message="What you changed in this form will be lost."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      tone="danger"
      onConfirm={guard.discard}
      onCancel={guard.keep}
    />
  );
}
