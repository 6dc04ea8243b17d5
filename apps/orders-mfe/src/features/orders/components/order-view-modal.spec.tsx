import { api, type AuditEntry } from '@shopdesk/contracts';
import {
  fakeApi,
  fakeId,
  listPage,
  makeAuditEntry,
  makeOrder,
  makeOrderItem,
  makeOrderWithItems,
  serveOrders,
  testEmployee,
} from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import { detailsOf, openOrderView as openView, renderOrderList as renderList } from '../testing/order-view';

describe('order view modal', () => {
  it("shows the order's fields, with its service and the total in dollars", async () => {
    const order = makeOrder('completed', { total: 19.9, phone: '+966 55 123 4567', transactionId: 'TXN-ABCDEFGHIJKLMN' });
    serveOrders([order], new Map([[order._id, 'Falcon VPN']]));
    const { user } = renderList('completed');

    const dialog = await openView(user, 'completed');
    expect(await within(dialog).findByText('Falcon VPN', { selector: 'dd' })).toBeInTheDocument();
    expect(fakeApi.lastCall(api.orders.getSingleOrder)?.params.id).toBe(order._id);
    expect(detailsOf(dialog)).toEqual({
      'Order ID': order._id,
      Service: 'Falcon VPN',
      Name: order.name,
      Email: order.email,
      Phone: '+966 55 123 4567',
      Total: '$19.90',
      TransactionId: 'TXN-ABCDEFGHIJKLMN',
      'Payment Method': 'card',
      'Order Status': 'Completed',
    });
  });

  it('lists every item of an order with several, with their sum as the total', async () => {
    const single = makeOrderWithItems(makeOrder('pending'), [makeOrderItem('Falcon VPN', 2, 4.5), makeOrderItem('Dollar Card $25', 1, 25)]);
    serveOrders([single.order]);
    fakeApi.on(api.orders.getSingleOrder, () => single);
    const { user } = renderList('pending');

    const dialog = await openView(user, 'pending');
    const items = await within(dialog).findByRole('table', { name: 'Items' });
    const rows = within(items)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Service', 'Quantity', 'Price', 'Amount'],
      ['Falcon VPN', '2', '$4.50', '$9.00'],
      ['Dollar Card $25', '1', '$25.00', '$25.00'],
      ['Total', '$34.00'],
    ]);
    expect(detailsOf(dialog)).toMatchObject({ Service: 'Falcon VPN, Dollar Card $25', Total: '$34.00' });
  });

  it('reads N/A for what the order lacks', async () => {
    const order = makeOrder('pending', { phone: null, transactionId: null, paymentMethod: null });
    serveOrders([order]);
    const { user } = renderList('pending');

    const dialog = await openView(user, 'pending');
    await within(dialog).findByText(order.email);
    const details = detailsOf(dialog);
    expect([details['Service'], details['Phone'], details['TransactionId'], details['Payment Method']]).toEqual([
      'N/A',
      'N/A',
      'N/A',
      'N/A',
    ]);
  });

  it('shows a loader while the order loads, and closes', async () => {
    const order = makeOrder('pending');
    serveOrders([order]);
    const loading = fakeApi.hold(api.orders.getSingleOrder);
    const { user } = renderList('pending');

    const dialog = await openView(user, 'pending');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the order');
    loading.release();
    expect(await within(dialog).findByText(order.email)).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says when the order cannot load, with the server's message", async () => {
    serveOrders([makeOrder('pending')]);
    fakeApi.fail(api.orders.getSingleOrder, 404, 'Order not found');
    const { user } = renderList('pending');

    const dialog = await openView(user, 'pending');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order not found');
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe("the order view's History tab", () => {
  const serveAuditLog = (rows: AuditEntry[]) =>
    fakeApi.on(api.auditLog.getAuditLogWithQuery, (request) => listPage(request, rows, { searchIn: ['action'] }));

  it("shows a manager the order's audit rows once History is opened", async () => {
    const order = makeOrder('completed');
    serveOrders([order]);
    serveAuditLog([
      makeAuditEntry({ action: 'order.complete', entity: 'order', entityId: order._id, actor: { _id: fakeId(), name: 'Noura Manager' } }),
      makeAuditEntry({ action: 'order.cancel', entity: 'order', entityId: fakeId() }),
    ]);
    const { user } = renderList('completed', { employee: testEmployee({ level: 'manager' }) });

    const dialog = await openView(user, 'completed');
    const tabs = within(dialog).getByRole('tablist', { name: 'Order' });
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByText(order.email)).toBeInTheDocument();
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);

    await user.click(within(tabs).getByRole('tab', { name: 'History' }));
    const history = await within(dialog).findByRole('region', { name: 'History' });
    expect(within(history).getByText('Completed an order')).toBeInTheDocument();
    expect(history).toHaveTextContent('Noura Manager');
    expect(within(history).queryByText('Cancelled an order')).not.toBeInTheDocument();
    expect(fakeApi.lastCall(api.auditLog.getAuditLogWithQuery)?.query.filters).toEqual({ entity: 'order', entityId: order._id });
    expect(within(history).getByRole('link', { name: 'Open in the audit log' })).toHaveAttribute(
      'href',
      `/main/users/auditLog?entity=order&entityId=${order._id}`,
    );
  });

  it('shows an agent the Details and Timeline tabs only, and reads no history', async () => {
    const order = makeOrder('pending');
    serveOrders([order]);
    const { user } = renderList('pending', { employee: testEmployee({ level: 'agent' }) });

    const dialog = await openView(user, 'pending');
    expect(await within(dialog).findByText(order.email)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Timeline']);
    expect(fakeApi.callsTo(api.auditLog.getAuditLogWithQuery)).toHaveLength(0);
  });
});
