import { bulkChangeOrderStatus, errorMessage, listExport, queryKeys, useBulkAction } from '@shopdesk/api-client';
import { api, type OrderStatus } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { ListScreen, type BulkAction } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { STATUS_TITLES } from '../../../lib/order-status';
import { useOrders } from '../api/get-orders';
import { useLiveOrderList } from '../live/use-live-order-list';
import { LiveBadge } from './live-badge';
import { NewOrdersNotice } from './new-orders-notice';
import { ORDER_COLUMNS } from './order-columns';
import { orderRowActions } from './order-row-actions';
import { OrderStatusConfirm, type PendingChange } from './order-status-confirm';
import { OrderViewModal } from './order-view-modal';

const ORDER_NOUN = { one: 'order', many: 'orders' };

const COMPLETE_DETAIL = 'Each order is completed and delivered on its own: one without enough stock stays pending, and the result says why.';

/**
 * The orders of one status: search, sort and paging in the URL, no create button and no
 * Active/Archived filter; each row opens the order or, while pending, completes or cancels it.
 * The list follows changes made elsewhere live, without moving rows under the employee.
 */
export function OrderList({ status }: { status: OrderStatus }) {
  const orders = useOrders(status);
  const [viewing, setViewing] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const canWork = useCan('orders.work');
  const canExport = useCan('lists.export');
  // A completion takes stock: the services' counts and credential lists change with it.
  const changeMany = useBulkAction(bulkChangeOrderStatus, [queryKeys.orders.all, queryKeys.services.all, queryKeys.serviceCredentials.all]);
  const bulkActions: BulkAction[] =
    status === 'pending' && canWork
      ? [
          { key: 'complete', label: 'Complete', done: 'completed', detail: COMPLETE_DETAIL, run: (target) => changeMany(target, 'completed') },
          { key: 'cancel', label: 'Cancel', done: 'cancelled', tone: 'danger', run: (target) => changeMany(target, 'cancelled') },
        ]
      : [];
  const live = useLiveOrderList(status, {
    page: orders.page,
    search: orders.search,
    newestFirst: orders.sort === api.orders.getAllOrdersByStatus.sorts.default,
    rows: orders.data?.documents,
    setPage: orders.setPage,
    busy: viewing !== null || pending !== null,
  });

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
      filters={<LiveBadge />}
      notice={<NewOrdersNotice unseen={live.unseen} onShow={live.showUnseen} />}
      freshRows={live.freshRows}
      exportCsv={canExport ? listExport(api.orders.exportOrders, orders, 'orders.csv') : undefined}
      bulk={{
        noun: ORDER_NOUN,
        actions: bulkActions,
        rowLabel: (order) => `${order.name}'s order ${order._id.slice(0, 8)}`,
        describeError: errorMessage,
      }}
    >
      <OrderViewModal orderId={viewing} onClose={() => setViewing(null)} />
      <OrderStatusConfirm pending={pending} onClose={() => setPending(null)} />
    </ListScreen>
  );
}
