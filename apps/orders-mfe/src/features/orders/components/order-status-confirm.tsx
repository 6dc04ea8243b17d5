import { errorMessage } from '@shopdesk/api-client';
import type { OrderListEntry, SingleOrder } from '@shopdesk/contracts';
import { color, ConfirmModal, DetailList, fontWeight, formatDollars, space, toast } from '@shopdesk/ui-kit';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { duplicateText, StockImportLink, stockShortText, watchText } from '../../../lib/order-flags';
import { useCancelOrder } from '../api/cancel-order';
import { useCompleteOrder } from '../api/complete-order';
import { useOrder } from '../api/get-order';
import { completionPlan, deliveredText } from '../utils/completion-texts';
import type { StatusChange } from '../utils/status-actions';
import { CompletedToast } from './completed-toast';

/** An order and the change the employee asked for, waiting for confirmation. */
export interface PendingChange {
  /** As listed or viewed: with the earlier order of its payment when it may be a duplicate, what the watch list says of it and its stock shortfall. */
  order: SingleOrder['order'] & Partial<Pick<OrderListEntry, 'duplicateOf' | 'watchReason' | 'stockShort'>>;
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

const Plan = styled.ul`
  margin: 0 0 ${space('md')};
  padding-left: ${space('lg')};
  overflow-wrap: anywhere;
`;

/**
 * The question, then which order it is about: two rows look alike until their customer and total
 * are read. Completing says what it will deliver, and warns first of a watched order, a possible
 * duplicate, or stock short of the order's need.
 */
function ChangeMessage({ question, pending, single }: { question: string; pending: PendingChange; single: SingleOrder | undefined }) {
  const { order, change } = pending;
  const completing = change === 'complete';
  const short = single ? single.stockShort : order.stockShort;
  return (
    <>
      {completing && order.watchReason && <Warning>{watchText(order.watchReason)}. Complete it anyway?</Warning>}
      {completing && order.duplicateOf && (
        <Warning>{duplicateText(order.duplicateOf, true)} (the same payment method and transaction id). Complete it anyway?</Warning>
      )}
      {completing && short && (
        <Warning>
          Not enough stock ({stockShortText(short)}): completing it will fail.
          <StockImportLink short={short} />
        </Warning>
      )}
      <Question>{question}</Question>
      {completing && single && completionPlan(single).length > 0 && (
        <Plan aria-label="What completing does">
          {completionPlan(single).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Plan>
      )}
      <DetailList
        items={[
          { label: 'Name', value: order.name },
          { label: 'Total', value: formatDollars(order.total) },
        ]}
      />
    </>
  );
}

export interface OrderStatusConfirmProps<P extends PendingChange> {
  /** null keeps the modal closed. */
  pending: P | null;
  /** The change is done, failed, or was called off. */
  onClose: () => void;
  /** The change was made: the list or the view moves on to the next order. */
  onChanged?: (change: P) => void;
}

/** Asks before completing or cancelling an order, then makes the change and says how it went. */
export function OrderStatusConfirm<P extends PendingChange>({ pending, onClose, onChanged }: OrderStatusConfirmProps<P>) {
  const complete = useCompleteOrder();
  const cancel = useCancelOrder();
  const navigate = useNavigate();
  const mutation = pending?.change === 'cancel' ? cancel : complete;
  const texts = TEXTS[pending?.change ?? 'complete'];
  // What completing delivers: the order's items (the view has them cached already).
  const single = useOrder(pending?.change === 'complete' ? pending.order._id : null).data;

  const confirm = () => {
    if (!pending) return;
    const delivered = single ? deliveredText(single) : '';
    mutation.mutate(pending.order._id, {
      onSuccess: () => {
        if (pending.change === 'complete') toast.success(<CompletedToast orderId={pending.order._id} delivered={delivered} navigate={navigate} />);
        else toast.success('Successfully updated!');
        onChanged?.(pending);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to update order status')),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmModal
      open={pending !== null}
      message={pending ? <ChangeMessage question={texts.message} pending={pending} single={single} /> : texts.message}
      confirmLabel={texts.confirmLabel}
      cancelLabel="Go back"
      tone={texts.tone}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
