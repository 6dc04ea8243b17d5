import { errorMessage } from '@shopdesk/api-client';
import { RecordHistory } from '@shopdesk/audit-trail';
import type { CredentialDelivery } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { color, DetailList, ErrorNotice, Loader, Modal, modalTitle, radius, space, Tabs } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { useRef, useState } from 'react';
import { CustomerLink } from '../../../lib/customer-link';
import { duplicateText, StockFlag, watchText } from '../../../lib/order-flags';
import { useOrder } from '../api/get-order';
import { orderDetails } from '../utils/order-details';
import { DeliveredCredentials } from './delivered-credentials';
import { OrderCareActions } from './order-care-actions';
import { OrderItemsTable } from './order-items-table';
import { OrderTimeline } from './order-timeline';
import { OrderViewActions } from './order-view-actions';
import type { PendingChange } from './order-status-confirm';
import { ReplaceCredentialModal } from './replace-credential-modal';

const DuplicateNotice = styled.p`
  margin: 0 0 ${space('md')};
  padding: ${space('sm')} ${space('md')};
  color: ${color('warning')};
  background: ${color('warningSoft')};
  border-radius: ${radius('md')};
  overflow-wrap: anywhere;
`;

const WatchNotice = styled(DuplicateNotice)`
  color: ${color('danger')};
  background: ${color('dangerSoft')};
`;

/** The Email row leads to the customer's page. */
const withCustomerLink = (details: ReturnType<typeof orderDetails>) =>
  details.map((detail) => (detail.label === 'Email' && detail.value ? { ...detail, value: <CustomerLink email={detail.value} /> } : detail));

export interface OrderViewModalProps {
  /** The order to show; null keeps the modal closed. */
  orderId: string | null;
  onClose: () => void;
  /** Complete or cancel the pending order shown (its confirm opens over the view); without it, the view cannot change it. */
  onChange?: (pending: PendingChange) => void;
}

/**
 * 'View Order': its Details tab (the order's fields, every item and their sum, the credentials
 * delivered for it, each replaceable while current, and what support does for a completed order:
 * resend, refund), read fresh from orders/getSingleOrder; its Timeline (what happened, and notes);
 * and for levels with `audit.read` a History tab of the order's audit rows. A pending order is
 * completed or cancelled from here too, for who may work orders.
 */
export function OrderViewModal({ orderId, onClose, onChange }: OrderViewModalProps) {
  const order = useOrder(orderId);
  const canAudit = useCan('audit.read');
  const canWork = useCan('orders.work');
  const single = order.data;
  const changeable = onChange && canWork && single?.order._id === orderId && single.order.orderStatus === 'pending' ? single : null;
  const [replacing, setReplacing] = useState<CredentialDelivery | null>(null);
  const deliveriesHeading = useRef<HTMLHeadingElement>(null);
  const details = (
    <>
      {order.isPending && <Loader label="Loading the order" />}
      {order.isError && (
        <ErrorNotice message={errorMessage(order.error, 'Could not load the order')} onRetry={() => void order.refetch()} />
      )}
      {order.data?.watchReason && <WatchNotice role="note">{watchText(order.data.watchReason)}</WatchNotice>}
      {order.data?.duplicateOf && (
        <DuplicateNotice role="note">
          {duplicateText(order.data.duplicateOf, true)}: an earlier order has the same payment method and transaction id. Check
          that the customer paid twice before completing it.
        </DuplicateNotice>
      )}
      {order.data?.stockShort && (
        <DuplicateNotice role="note">
          <StockFlag short={order.data.stockShort} />
        </DuplicateNotice>
      )}
      {order.data && <DetailList items={withCustomerLink(orderDetails(order.data))} />}
      {order.data && order.data.orderItems.length > 0 && <OrderItemsTable items={order.data.orderItems} />}
      {order.data && order.data.deliveries.length > 0 && (
        <DeliveredCredentials
          deliveries={order.data.deliveries}
          orderStatus={order.data.order.orderStatus}
          onReplace={setReplacing}
          headingRef={deliveriesHeading}
        />
      )}
      {order.data && <OrderCareActions single={order.data} />}
    </>
  );
  return (
    <Modal
      open={orderId !== null}
      title={modalTitle('view', 'Order')}
      onClose={onClose}
      footer={
        changeable &&
        onChange && (
          <OrderViewActions
            onChange={(change) =>
              onChange({ order: { ...changeable.order, duplicateOf: changeable.duplicateOf, watchReason: changeable.watchReason, stockShort: changeable.stockShort }, change })
            }
          />
        )
      }
    >
      <Tabs
        label="Order"
        tabs={[
          { id: 'details', label: 'Details', content: details },
          ...(orderId !== null ? [{ id: 'timeline', label: 'Timeline', content: <OrderTimeline orderId={orderId} /> }] : []),
          ...(canAudit && orderId !== null
            ? [{ id: 'history', label: 'History', content: <RecordHistory entity="order" id={orderId} /> }]
            : []),
        ]}
      />
      {order.data && replacing && (
        <ReplaceCredentialModal
          orderId={order.data.order._id}
          delivery={replacing}
          onClose={() => setReplacing(null)}
          returnFocusTo={deliveriesHeading}
        />
      )}
    </Modal>
  );
}
