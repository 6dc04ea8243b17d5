import { bulkChangeOrderStatus, errorMessage, listExport, queryKeys, useBulkAction, usePreferences } from '@shopdesk/api-client';
import { api } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_TITLES, type OrderListStatus } from '../../../lib/order-status';
import { useOrders } from '../api/get-orders';
import { useLiveOrderList } from '../live/use-live-order-list';
import { LiveBadge } from './live-badge';
import { NewOrdersNotice } from './new-orders-notice';
import { ALL_STATUS_ORDER_COLUMNS, ORDER_COLUMNS } from './order-columns';
import { orderRowActions } from './order-row-actions';
import { OrderStatusConfirm, type PendingChange } from './order-status-confirm';
import { OrderViewModal } from './order-view-modal';
import { type BulkAction, type FocusRow, ListScreen } from '@shopdesk/lists';

const ORDER_NOUN = { one: 'order', many: 'orders' };

const SEARCH_HINT = "Searches the name, e-mail, phone, order id's first characters, transaction id, service and delivered user id";

const COMPLETE_DETAIL = 'Each order is completed and delivered on its own: one without enough stock stays pending, and the result says why.';

/** A change waiting for its confirm: made from a row or from the view, and the order to go on with after it. */
interface Waiting extends PendingChange {
  from: 'row' | 'view';
  /** The row after it as listed when the change was asked for (the one before, for the last row); null for none. */
  nextId: string | null;
}

/** The row to go on with after `id`'s: the next one, else (the last) the one before. */
function rowAfter(rows: readonly { _id: string }[] | undefined, id: string): string | null {
  const index = rows?.findIndex((row) => row._id === id) ?? -1;
  if (!rows || index === -1) return null;
  return rows[index + 1]?._id ?? rows[index - 1]?._id ?? null;
}

/**
 * The orders of one status, or of every status (with a status column): search, sort and paging in
 * the URL, no create button and no Active/Archived filter; each row opens the order or, while
 * pending, completes or cancels it, as its view does. After a change the employee goes on with the next order: its row's same action
 * has the focus, or the view shows it (their setting: next or close).
 * The list follows changes made elsewhere live, without moving rows under the employee.
 */
export function OrderList({ status }: { status: OrderListStatus }) {
  const orders = useOrders(status);
  const [viewing, setViewing] = useState<string | null>(null);
  const [pending, setPending] = useState<Waiting | null>(null);
  const [focusRow, setFocusRow] = useState<FocusRow | null>(null);
  const { preferences } = usePreferences();
  const rows = orders.data?.documents;
  const ask = (change: PendingChange, from: Waiting['from']) => setPending({ ...change, from, nextId: rowAfter(rows, change.order._id) });
  const onChanged = ({ from, change, nextId }: Waiting) => {
    if (from === 'row') {
      if (nextId) setFocusRow({ id: nextId, action: change });
      return;
    }
    // From the view: on to the next order, or back to the list with the next row's View focused.
    if (nextId && preferences.afterOrderChange === 'next') {
      setViewing(nextId);
      return;
    }
    setViewing(null);
    if (nextId) setFocusRow({ id: nextId, action: 'view' });
  };
  const canWork = useCan('orders.work');
  const canExport = useCan('lists.export');
  const [, setParams] = useSearchParams();
  // Named in the URL, so the employee's remembered order stays theirs for their next visit.
  const showNewestFirst = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('sort', api.orders.getAllOrdersByStatus.sorts.default);
      next.delete('page');
      return next;
    });
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
    oldestFirst: orders.sort === 'createdAt',
    rows: orders.data?.documents,
    setPage: orders.setPage,
    reload: orders.reload,
    showNewestFirst,
    busy: viewing !== null || pending !== null,
  });

  return (
    <ListScreen
      title={`${LIST_TITLES[status]} Orders`}
      controller={orders}
      columns={status === 'all' ? ALL_STATUS_ORDER_COLUMNS : ORDER_COLUMNS}
      searchHint={SEARCH_HINT}
      rowActions={(order) =>
        orderRowActions(order, {
          onView: ({ _id }) => setViewing(_id),
          onChange: (target, change) => ask({ order: target, change }, 'row'),
        })
      }
      back={{ to: '../dashboard' }}
      filters={<LiveBadge />}
      notice={<NewOrdersNotice unseen={live.unseen} onShow={live.showUnseen} />}
      freshRows={live.freshRows}
      focusRow={focusRow}
      exportCsv={canExport ? listExport(api.orders.exportOrders, orders, 'orders.csv') : undefined}
      bulk={{
        noun: ORDER_NOUN,
        actions: bulkActions,
        rowLabel: (order) => `${order.name}'s order ${order._id.slice(0, 8)}`,
        describeError: errorMessage,
      }}
    >
      <OrderViewModal orderId={viewing} onClose={() => setViewing(null)} onChange={(change) => ask(change, 'view')} />
      <OrderStatusConfirm pending={pending} onClose={() => setPending(null)} onChanged={onChanged} />
    </ListScreen>
  );
}
