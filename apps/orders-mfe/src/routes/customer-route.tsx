import { ApiError, errorMessage } from '@shopdesk/api-client';
import { usePageTitle } from '@shopdesk/session';
import { ErrorNotice, Loader, NotFoundNotice } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCustomer, useCustomerOrders } from '../features/customers/api/customers';
import { CustomerFigures } from '../features/customers/components/customer-figures';
import { CustomerNotes } from '../features/customers/components/customer-notes';
import { ALL_STATUS_ORDER_COLUMNS } from '../features/orders/components/order-columns';
import { orderRowActions } from '../features/orders/components/order-row-actions';
import { OrderStatusConfirm, type PendingChange } from '../features/orders/components/order-status-confirm';
import { OrderViewModal } from '../features/orders/components/order-view-modal';
import { ListScreen } from '@shopdesk/lists';

const FIND = [{ to: '../customers', label: 'Find a customer' }];

/**
 * `customer?email=...`: one customer (the whole address, any case): what their orders add up to,
 * every order of theirs of any status (newest first, searched and paged like any order list, each
 * opened or worked from here), and the notes on them.
 */
export function CustomerRoute() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const customer = useCustomer(email);
  usePageTitle(customer.data?.name ?? 'Customer');
  if (email === '') {
    return (
      <NotFoundNotice title="No customer given" links={FIND}>
        A customer page is opened from an e-mail address of an order, or found by e-mail or name.
      </NotFoundNotice>
    );
  }
  if (customer.isPending) return <Loader label="Loading the customer" />;
  if (customer.isError) {
    // 400: not an address; 404: an address without orders. Either way there is no such customer.
    if (customer.error instanceof ApiError && (customer.error.status === 404 || customer.error.status === 400)) {
      return (
        <NotFoundNotice title="No such customer" links={FIND}>
          No order was placed with {email}.
        </NotFoundNotice>
      );
    }
    return <ErrorNotice message={errorMessage(customer.error, 'Could not load the customer')} onRetry={() => void customer.refetch()} />;
  }
  return <CustomerOrders email={email} name={customer.data.name} summary={customer.data} />;
}

function CustomerOrders({ email, name, summary }: { email: string; name: string; summary: NonNullable<ReturnType<typeof useCustomer>['data']> }) {
  const orders = useCustomerOrders(email);
  const [viewing, setViewing] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  return (
    <ListScreen
      title={name}
      controller={orders}
      columns={ALL_STATUS_ORDER_COLUMNS}
      rowActions={(order) => orderRowActions(order, { onView: ({ _id }) => setViewing(_id), onChange: (target, change) => setPending({ order: target, change }) })}
      back="history"
      notice={<CustomerFigures customer={summary} />}
    >
      <CustomerNotes notes={summary.notes} onOpenOrder={setViewing} />
      <OrderViewModal orderId={viewing} onClose={() => setViewing(null)} />
      <OrderStatusConfirm pending={pending} onClose={() => setPending(null)} />
    </ListScreen>
  );
}
