import { errorMessage } from '@shopdesk/api-client';
import { DetailList, ErrorNotice, Loader, Modal, modalTitle } from '@shopdesk/ui-kit';
import { useOrder } from '../api/get-order';
import { orderDetails } from '../utils/order-details';
import { OrderItemsTable } from './order-items-table';

export interface OrderViewModalProps {
  /** The order to show; null keeps the modal closed. */
  orderId: string | null;
  onClose: () => void;
}

/** 'View Order': the order's fields, then every item and their sum, read fresh from orders/getSingleOrder. */
export function OrderViewModal({ orderId, onClose }: OrderViewModalProps) {
  const order = useOrder(orderId);
  return (
    <Modal open={orderId !== null} title={modalTitle('view', 'Order')} onClose={onClose}>
      {order.isPending && <Loader label="Loading the order" />}
      {order.isError && (
        <ErrorNotice message={errorMessage(order.error, 'Could not load the order')} onRetry={() => void order.refetch()} />
      )}
      {order.data && <DetailList items={orderDetails(order.data)} />}
      {order.data && order.data.orderItems.length > 0 && <OrderItemsTable items={order.data.orderItems} />}
    </Modal>
  );
}
