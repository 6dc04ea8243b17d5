import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { failure, fakeApi, fileReply, makeOrder, renderSection, serveOrders, testEmployee, type RenderSectionOptions } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';

const renderAt = (status: string, options: Partial<RenderSectionOptions> = {}) =>
  renderSection(<OrdersRoutes />, { at: `/main/orders/orderByStatus?status=${status}`, mountPath: SECTIONS.orders.mountPath, ...options });

describe('acting on many orders at once', () => {
  it('completes the ticked pending orders and says which could not be', async () => {
    const ready = makeOrder('pending', { name: 'Lina Haddad' });
    const alsoReady = makeOrder('pending', { name: 'Omar Saleh' });
    const taken = makeOrder('pending', { name: 'Sara Ali' });
    const served = serveOrders([ready, alsoReady, taken]);
    const { user } = renderAt('pending');
    await screen.findByText('Lina Haddad');
    // Someone else completed Sara's order meanwhile.
    served.orders[2].orderStatus = 'completed';

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(within(bar).getByText('3 orders selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete 3 orders' });
    expect(within(dialog).getByText(/one without enough stock stays pending/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete 3 orders' }));

    expect(fakeApi.lastCall(api.orders.bulkChangeOrderStatus)?.body).toEqual({ ids: [ready._id, alsoReady._id, taken._id], orderStatus: 'completed' });
    expect(await within(bar).findByText('2 completed, 1 not: Order is not pending (it is completed)')).toBeInTheDocument();
    // The list is read again: the done orders leave the pending list.
    await waitFor(() => expect(screen.queryByText('Lina Haddad')).not.toBeInTheDocument());
  });

  it('cancels the ticked orders after a confirmation in the danger tone', async () => {
    const order = makeOrder('pending', { name: 'Lina Haddad' });
    serveOrders([order]);
    const { user } = renderAt('pending');
    await user.click(await screen.findByRole('checkbox', { name: `Select Lina Haddad's order ${order._id.slice(0, 8)}` }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel 1 order' }));
    expect(fakeApi.lastCall(api.orders.bulkChangeOrderStatus)?.body).toEqual({ ids: [order._id], orderStatus: 'cancelled' });
    expect(await screen.findByText('1 cancelled')).toBeInTheDocument();
  });

  it.each(['completed', 'cancelled'])('has no tick boxes on the %s tab: nothing there can change', async (status) => {
    serveOrders([makeOrder(status as 'completed' | 'cancelled', { name: 'Lina Haddad' })]);
    renderAt(status);
    await screen.findByText('Lina Haddad');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('exporting the orders as CSV', () => {
  it("downloads the list's search, filters and sort, and says why when it cannot", async () => {
    serveOrders([makeOrder('pending', { name: 'Lina Haddad' })]);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:orders'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fakeApi.on(api.orders.exportOrders, fileReply('\uFEFFOrder ID\r\n', 'orders-2026-11-29.csv'));
    const { user } = renderAt('pending&search=lina&sort=-total', { employee: testEmployee({ level: 'manager' }) });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fakeApi.lastCall(api.orders.exportOrders)?.query).toEqual({ search: 'lina', filters: { orderStatus: 'pending' }, sort: '-total' });

    fakeApi.on(api.orders.exportOrders, failure(503, 'The database is unavailable'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('is not offered to an agent', async () => {
    serveOrders([makeOrder('pending', { name: 'Lina Haddad' })]);
    renderAt('pending', { employee: testEmployee({ level: 'agent' }) });
    await screen.findByText('Lina Haddad');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
