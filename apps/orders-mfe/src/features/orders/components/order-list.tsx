import type { OrderStatus } from '@shopdesk/contracts';
import { ListScreen } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { useOrders } from '../api/get-orders';
import { STATUS_TITLES } from '../utils/order-status';
import { ORDER_COLUMNS } from './order-columns';
import { orderRowActions } from './order-row-actions';
import { OrderStatusConfirm, type PendingChange } from './order-status-confirm';
import { OrderViewModal } from './order-view-modal';

/**
 * The orders of one status: search and paging in the URL, no create button and no
 * Active/Archived filter; each row opens the order or, while pending, completes or cancels it.
 */
export function OrderList({ status }: { status: OrderStatus }) {
  const orders = useOrders(status);
  const [viewing, setViewing] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);

  return (
    <ListScreen
      title={`${STATUS_TITLES[status]} Orders`}
      controller={orders}
      columns={ORDER_COLUMNS}
      rowActions={(order) =>
        orderRowActions(order, {
          onView: ({ _id }) => setViewing(_id),
          onChange: (target, change) => setPending({ order: target, change }),
        })
      }
      back={{ to: '../dashboard' }}
    >
      <OrderViewModal orderId={viewing} onClose={() => setViewing(null)} />
      <OrderStatusConfirm pending={pending} onClose={() => setPending(null)} />
    </ListScreen>
  );
}
