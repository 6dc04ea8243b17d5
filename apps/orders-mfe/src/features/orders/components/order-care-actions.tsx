import type { SingleOrder } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { Button, space } from '@shopdesk/ui-kit';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { leftToRefund } from '../utils/refund-texts';
import { RefundOrderModal } from './refund-order-modal';
import { ResendEmailModal } from './resend-email-modal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  margin-top: ${space('lg')};
`;

/**
 * What support does for a completed order: "Resend e-mail" (when it has credentials to send, for
 * levels that work on orders) and "Refund" (while anything is left, for levels that refund).
 */
export function OrderCareActions({ single }: { single: SingleOrder }) {
  const canWork = useCan('orders.work');
  const canRefund = useCan('orders.refund');
  const [open, setOpen] = useState<'resend' | 'refund' | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  if (single.order.orderStatus !== 'completed') return null;
  const current = single.deliveries.filter((d) => d.replacedAt === null && d.revokedAt === null).length;
  const showResend = canWork && current > 0;
  const showRefund = canRefund && leftToRefund(single) > 0;
  if (!showResend && !showRefund) return null;
  return (
    <>
      <Actions ref={actions} tabIndex={-1} aria-label="Order actions" role="group">
        {showResend && (
          <Button variant="secondary" onClick={() => setOpen('resend')}>
            Resend e-mail
          </Button>
        )}
        {showRefund && (
          <Button variant="secondary" onClick={() => setOpen('refund')}>
            Refund
          </Button>
        )}
      </Actions>
      {open === 'resend' && <ResendEmailModal order={single.order} credentials={current} onClose={() => setOpen(null)} returnFocusTo={actions} />}
      {open === 'refund' && <RefundOrderModal single={single} onClose={() => setOpen(null)} returnFocusTo={actions} />}
    </>
  );
}
