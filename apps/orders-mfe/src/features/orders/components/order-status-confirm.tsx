import { errorMessage } from '@shopdesk/api-client';
import type { Order } from '@shopdesk/contracts';
import { color, ConfirmModal, DetailList, fontWeight, space } from '@shopdesk/ui-kit';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { duplicateText, watchText } from '../../../lib/order-flags';
import { formatTotal } from '../../../lib/format-total';
import { useCancelOrder } from '../api/cancel-order';
import { useCompleteOrder } from '../api/complete-order';
import type { StatusChange } from '../utils/status-actions';

/** An order and the change the employee asked for, waiting for confirmation. */
export interface PendingChange {
  /** As listed: with the earlier order of its payment when it may be a duplicate, and what the watch list says of it. */
  order: Order & { duplicateOf?: string | null; watchReason?: string | null };
  change: StatusChange;
}

const TEXTS = {
  complete: { message: 'Mark this order as completed?', confirmLabel: 'Complete order', tone: 'primary' },
  cancel: { message: 'Cancel this order?', confirmLabel: 'Cancel order', tone: 'danger' },
} as const;

const Question = styled.p`
  margin: 0 0 ${space('md')};
`;

const Warning = styled.p`
  margin: 0 0 ${space('md')};
  color: ${color('warning')};
  font-weight: ${fontWeight('semibold')};
  overflow-wrap: anywhere;
`;

/**
 * The question, then which order it is about: two rows look alike until their customer and total
 * are read. Completing a watched order or a possible duplicate says so first.
 */
function ChangeMessage({ question, order, change }: { question: string; order: PendingChange['order']; change: StatusChange }) {
  return (
    <>
      {change === 'complete' && order.watchReason && <Warning>{watchText(order.watchReason)}. Complete it anyway?</Warning>}
      {change === 'complete' && order.duplicateOf && (
        <Warning>{duplicateText(order.duplicateOf, true)} (the same payment method and transaction id). Complete it anyway?</Warning>
      )}
      <Question>{question}</Question>
      <DetailList
        items={[
          { label: 'Name', value: order.name },
          { label: 'Total', value: formatTotal(order.total) },
        ]}
      />
    </>
  );
}

export interface OrderStatusConfirmProps {
  /** null keeps the modal closed. */
  pending: PendingChange | null;
  /** The change is done, failed, or was called off. */
  onClose: () => void;
}

/** Asks before completing or cancelling an order, then makes the change and says how it went. */
export function OrderStatusConfirm({ pending, onClose }: OrderStatusConfirmProps) {
  const complete = useCompleteOrder();
  const cancel = useCancelOrder();
  const mutation = pending?.change === 'cancel' ? cancel : complete;
  const texts = TEXTS[pending?.change ?? 'complete'];

  const confirm = () => {
    if (!pending) return;
    mutation.mutate(pending.order._id, {
      onSuccess: () => toast.success('Successfully updated!'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to update order status')),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmModal
      open={pending !== null}
      message={pending ? <ChangeMessage question={texts.message} order={pending.order} change={pending.change} /> : texts.message}
      confirmLabel={texts.confirmLabel}
      cancelLabel="Go back"
      tone={texts.tone}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
