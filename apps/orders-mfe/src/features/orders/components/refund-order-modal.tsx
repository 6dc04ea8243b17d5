import { formFailure } from '@shopdesk/api-client';
import { REFUND_REASONS, type RefundReason, type SingleOrder } from '@shopdesk/contracts';
import { formatDollars, FormModal, SelectField, TextAreaField, TextField } from '@shopdesk/ui-kit';
import type { RefObject } from 'react';
import { useRefundOrder } from '../api/order-care';
import { leftToRefund } from '../utils/refund-texts';
import { refundSchema, type RefundValues } from './refund-schema';

const REASON_OPTIONS = (Object.keys(REFUND_REASONS) as RefundReason[]).map((value) => ({ value, label: REFUND_REASONS[value] }));

export interface RefundOrderModalProps {
  single: SingleOrder;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * 'Refund order': the whole of what is left (the default) or a part, with a reason (Other needs a
 * note). A refund in full revokes the credentials delivered for the order. The API refuses more
 * than is left, even when a colleague refunded meanwhile. Mount it only while open.
 */
export function RefundOrderModal({ single, onClose, returnFocusTo }: RefundOrderModalProps) {
  const refund = useRefundOrder(single.order._id);
  const left = leftToRefund(single);
  const hasCredentials = single.deliveries.some((d) => d.replacedAt === null && d.revokedAt === null);
  return (
    <FormModal<RefundValues>
      open
      mode="create"
      topic="refund"
      title="Refund order"
      submitLabel="Refund"
      cancelLabel="Cancel"
      initialValues={{ amount: left, reason: '', note: '' }}
      validationSchema={refundSchema(left)}
      onSubmit={({ amount, reason, note }) =>
        refund.mutateAsync({ amount: Number(amount), reason: reason as RefundReason, ...(note.trim() ? { note: note.trim() } : {}) })
      }
      successToast="Order refunded"
      describeFailure={formFailure('Failed to refund the order', { serverMessage: true })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p>
        {formatDollars(single.refunded)} of {formatDollars(single.order.total)} refunded so far; {formatDollars(left)} left.
        {hasCredentials && ' A refund of all that is left revokes the delivered credentials: disable them at the provider.'}
      </p>
      <TextField name="amount" label="Amount ($)" type="number" step="0.01" />
      <SelectField name="reason" label="Reason" placeholder="Choose a reason" options={REASON_OPTIONS} />
      <TextAreaField name="note" label="Note" rows={2} hint="Required when the reason is Other." />
    </FormModal>
  );
}
