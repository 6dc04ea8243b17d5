import { errorMessage } from '@shopdesk/api-client';
import { RecordHistory } from '@shopdesk/audit-trail';
import type { CredentialDelivery } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { DetailList, ErrorNotice, Loader, Modal, modalTitle, Tabs } from '@shopdesk/ui-kit';
import { useRef, useState } from 'react';
import { useOrder } from '../api/get-order';
import { orderDetails } from '../utils/order-details';
import { DeliveredCredentials } from './delivered-credentials';
import { OrderItemsTable } from './order-items-table';
import { ReplaceCredentialModal } from './replace-credential-modal';

export interface OrderViewModalProps {
  /** The order to show; null keeps the modal closed. */
  orderId: string | null;
  onClose: () => void;
}

/**
 * 'View Order': the order's fields, then every item and their sum, then the credentials delivered
 * for it (each replaceable while current), read fresh from orders/getSingleOrder. For levels with
 * `audit.read`, these are its Details tab, beside a History tab of the order's audit rows.
 */
export function OrderViewModal({ orderId, onClose }: OrderViewModalProps) {
  const order = useOrder(orderId);
  const canAudit = useCan('audit.read');
  const [replacing, setReplacing] = useState<CredentialDelivery | null>(null);
  const deliveriesHeading = useRef<HTMLHeadingElement>(null);
  const details = (
    <>
      {order.isPending && <Loader label="Loading the order" />}
      {order.isError && (
        <ErrorNotice message={errorMessage(order.error, 'Could not load the order')} onRetry={() => void order.refetch()} />
      )}
      {order.data && <DetailList items={orderDetails(order.data)} />}
      {order.data && order.data.orderItems.length > 0 && <OrderItemsTable items={order.data.orderItems} />}
      {order.data && order.data.deliveries.length > 0 && (
        <DeliveredCredentials
          deliveries={order.data.deliveries}
          orderStatus={order.data.order.orderStatus}
          onReplace={setReplacing}
          headingRef={deliveriesHeading}
        />
      )}
    </>
  );
  return (
    <Modal open={orderId !== null} title={modalTitle('view', 'Order')} onClose={onClose}>
      <Tabs
        label="Order"
        tabs={[
          { id: 'details', label: 'Details', content: details },
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
