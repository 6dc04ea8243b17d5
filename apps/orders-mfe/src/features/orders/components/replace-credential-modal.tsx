import { formFailure } from '@shopdesk/api-client';
import type { CredentialDelivery } from '@shopdesk/contracts';
import { FormModal, TextAreaField } from '@shopdesk/ui-kit';
import type { RefObject } from 'react';
import { useReplaceCredential } from '../api/replace-credential';
import { replaceCredentialSchema, type ReplaceCredentialValues } from './replace-credential-schema';
import { orNA } from '@shopdesk/lists';

export interface ReplaceCredentialModalProps {
  orderId: string;
  /** The delivery to replace. */
  delivery: CredentialDelivery;
  onClose: () => void;
  /** Focus on close, as the delivery's Replace button is gone once it is replaced. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * 'Replace credential': asks why, then has the API mark the delivered credential bad and e-mail a
 * new one from stock. A failure (no stock, already replaced) says the API's reason in a toast and
 * keeps the reason as typed. Mount it only while open.
 *
 * @example {replacing && <ReplaceCredentialModal orderId={order._id} delivery={replacing} onClose={() => setReplacing(null)} />}
 */
export function ReplaceCredentialModal({ orderId, delivery, onClose, returnFocusTo }: ReplaceCredentialModalProps) {
  const replace = useReplaceCredential(orderId);
  return (
    <FormModal<ReplaceCredentialValues>
      open
      mode="create"
      topic="credential"
      title="Replace credential"
      submitLabel="Replace"
      cancelLabel="Cancel"
      initialValues={{ reason: '' }}
      validationSchema={replaceCredentialSchema}
      onSubmit={({ reason }) => replace.mutateAsync({ deliveryId: delivery._id, reason })}
      successToast="Credential replaced"
      describeFailure={formFailure('Failed to replace the credential', { serverMessage: true })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p>
        The {delivery.service.name} credential (User ID {orNA(delivery.credential.userId)}) is marked bad, and a new one from
        stock is e-mailed to the customer.
      </p>
      <TextAreaField name="reason" label="Reason" rows={3} />
    </FormModal>
  );
}
