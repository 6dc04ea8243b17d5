import { errorMessage } from '@shopdesk/api-client';
import { Button, color, DetailList, Loader, Modal, modalTitle, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { useOrder } from '../api/get-order';
import { orderDetails } from '../utils/order-details';

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space('md')};
  color: ${color('danger')};
`;

export interface OrderViewModalProps {
  /** The order to show; null keeps the modal closed. */
  orderId: string | null;
  onClose: () => void;
}

/** 'View Order': the order's fields, read fresh from orders/getSingleOrder. */
export function OrderViewModal({ orderId, onClose }: OrderViewModalProps) {
  const order = useOrder(orderId);
  return (
    <Modal open={orderId !== null} title={modalTitle('view', 'Order')} onClose={onClose}>
      {order.isPending && <Loader label="Loading the order" />}
      {order.isError && (
        <Failure role="alert">
          {errorMessage(order.error, 'Could not load the order')}
          <Button variant="secondary" size="sm" onClick={() => void order.refetch()}>
            Retry
          </Button>
        </Failure>
      )}
      {order.data && <DetailList items={orderDetails(order.data)} />}
    </Modal>
  );
}
