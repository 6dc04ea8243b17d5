import { formFailure } from '@shopdesk/api-client';
import { RESEND_LIMIT, type Order } from '@shopdesk/contracts';
import { yupEmail } from '@shopdesk/form-rules';
import { FormModal, TextField } from '@shopdesk/ui-kit';
import type { RefObject } from 'react';
import * as yup from 'yup';
import { useResendDelivery } from '../api/order-care';

interface ResendValues {
  email: string;
}

const resendSchema = yup.object({ email: yupEmail('Email') });

export interface ResendEmailModalProps {
  order: Order;
  /** How many current credentials the e-mail carries. */
  credentials: number;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * 'Resend e-mail': sends the order's current credentials again, to the order's address or to one
 * the employee corrects (then written on the order, with who changed it). The API allows five an
 * hour per order; its refusal says when to try again. Mount it only while open.
 */
export function ResendEmailModal({ order, credentials, onClose, returnFocusTo }: ResendEmailModalProps) {
  const resend = useResendDelivery(order._id);
  return (
    <FormModal<ResendValues>
      open
      mode="create"
      topic="e-mail"
      title="Resend e-mail"
      submitLabel="Resend e-mail"
      cancelLabel="Cancel"
      initialValues={{ email: order.email }}
      validationSchema={resendSchema}
      onSubmit={({ email }) => resend.mutateAsync(email.trim() === order.email ? undefined : email.trim())}
      successToast="E-mail queued again"
      describeFailure={formFailure('Failed to resend the e-mail', { serverMessage: true })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p>
        The {credentials === 1 ? 'current credential is' : `${credentials} current credentials are`} e-mailed again. Correct the
        address if the customer gave a wrong one: the order keeps the new address. At most {RESEND_LIMIT.perOrder} an hour.
      </p>
      <TextField name="email" label="Email" type="email" />
    </FormModal>
  );
}
