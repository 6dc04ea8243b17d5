import { errorMessage } from '@shopdesk/api-client';
import type { Order, OrderStatus } from '@shopdesk/contracts';
import { ListScreen, useListState } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { useOrders } from '../api/get-orders';
import { STATUS_TITLES } from '../utils/order-status';
import { ORDER_COLUMNS } from './order-columns';
import { orderRowActions } from './order-row-actions';
import { OrderStatusConfirm, type PendingChange } from './order-status-confirm';
import { OrderViewModal } from './order-view-modal';

/**
 * The orders of one status (spec §2): search and paging in the URL, no create button and no
 * Active/Archived filter; each row opens the order or, while pending, completes or cancels it.
 */
export function OrderList({ status }: { status: OrderStatus }) {
  const list = useListState({ activeFilter: false, filters: { orderStatus: status } });
  const orders = useOrders(list.query);
  const [viewing, setViewing] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const title = `${STATUS_TITLES[status]} Orders`;

  return (
    <ListScreen
      title={title}
      label={title}
      list={list}
      data={orders.data}
      loading={orders.isPending}
      refreshing={orders.isPlaceholderData}
      error={orders.isError ? errorMessage(orders.error, 'Could not load the orders') : null}
      onRetry={() => void orders.refetch()}
      columns={ORDER_COLUMNS}
      rowActions={(order: Order) =>
        orderRowActions(order, {
          onView: ({ _id }) => setViewing(_id),
          onChange: (target, change) => setPending({ order: target, change }),
        })
      }
      showFilter={false}
      backTo="../dashboard"
    >
      <OrderViewModal orderId={viewing} onClose={() => setViewing(null)} />
      <OrderStatusConfirm pending={pending} onClose={() => setPending(null)} />
    </ListScreen>
  );
}
