import { api, type Order } from '@shopdesk/contracts';
import { SECTIONS, serviceImportPath } from '@shopdesk/sections';
import { fakeApi, fakeId, makeOrder, renderSection, serveOrders, servePreferences, testEmployee, type ServedOrders } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';

const PENDING = '/main/orders/orderByStatus?status=pending';
const renderAt = (level: 'agent' | 'owner' = 'owner') =>
  renderSection(<OrdersRoutes />, { at: PENDING, mountPath: SECTIONS.orders.mountPath, employee: testEmployee({ level }) });
const rowOf = async (order: Order) => (await screen.findByText(order.name)).closest('tr') as HTMLElement;
const view = () => screen.getByRole('dialog', { name: 'View Order' });
const viewedName = () => within(view()).getByText('Name').nextElementSibling?.textContent;

let first: Order;
let second: Order;
let third: Order;
let served: ServedOrders;
beforeEach(() => {
  // Newest first: first, second, third down the list.
  first = makeOrder('pending', { email: 'lina@example.com', createdAt: '2026-11-03T10:00:00.000Z' });
  second = makeOrder('pending', { createdAt: '2026-11-02T10:00:00.000Z' });
  third = makeOrder('pending', { createdAt: '2026-11-01T10:00:00.000Z' });
  served = serveOrders([first, second, third], new Map([first, second, third].map((order) => [order._id, 'Falcon VPN'])));
});

describe('acting on an order from its view', () => {
  it('completes it through the same confirm, says what it delivered, and shows the next order', async () => {
    const { user } = renderAt();
    await user.click(within(await rowOf(first)).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(viewedName()).toBe(first.name));

    await user.click(within(view()).getByRole('button', { name: 'Complete order' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(await within(confirm).findByRole('list', { name: 'What completing does' })).toHaveTextContent('Emails 1 Falcon VPN credential to lina@example.com');
    await user.click(within(confirm).getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText(/Successfully updated! Emailed 1 Falcon VPN credential to lina@example\.com\./)).toBeInTheDocument();
    expect(fakeApi.lastCall(api.orders.changeOrderStatus)?.params.id).toBe(first._id);
    await waitFor(() => expect(viewedName()).toBe(second.name));
    expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument();
  });

  it('closes instead when the employee says so, kept on the server, with the next row ready', async () => {
    const preferences = servePreferences(fakeApi);
    const { user } = renderAt();
    await user.click(within(await rowOf(second)).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(viewedName()).toBe(second.name));
    await user.click(within(view()).getByRole('checkbox', { name: 'Then open the next order' }));
    await waitFor(() => expect(preferences.preferences.afterOrderChange).toBe('close'));

    await user.click(within(view()).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(served.orders.find((order) => order._id === second._id)?.orderStatus).toBe('cancelled');
    expect(within(await rowOf(third)).getByRole('button', { name: 'View' })).toHaveFocus();
  });

  it('offers no change in the view of an order that is not pending', async () => {
    const done = makeOrder('completed');
    serveOrders([done]);
    const { user } = renderSection(<OrdersRoutes />, { at: '/main/orders/orderByStatus?status=completed', mountPath: SECTIONS.orders.mountPath });
    await user.click(within(await rowOf(done)).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(viewedName()).toBe(done.name));
    expect(within(view()).queryByRole('button', { name: 'Complete order' })).not.toBeInTheDocument();
    expect(within(view()).queryByRole('checkbox', { name: 'Then open the next order' })).not.toBeInTheDocument();
  });

  it("links the completion's toast to the order in the Completed list", async () => {
    const { user, location } = renderAt();
    await user.click(within(await rowOf(third)).getByRole('button', { name: 'Complete order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Complete order' }));
    await user.click(await screen.findByRole('link', { name: 'View order' }));
    expect(location()).toBe(`/main/orders/orderByStatus?status=completed&search=${third._id}`);
  });
});

describe('an order short of stock', () => {
  const short = () => ({ service: { _id: fakeId(), name: 'Falcon VPN' }, needed: 2, available: 1 });

  it('is marked in the list and its confirm before completing, with the import for who may stock; the 409 says the need', async () => {
    const shortfall = short();
    served.stockShort.set(first._id, shortfall);
    const { user } = renderAt('owner');
    const row = await rowOf(first);
    expect(row).toHaveTextContent('Falcon VPN: needs 2, 1 in stock');
    expect(within(row).getByRole('link', { name: 'Import credentials' })).toHaveAttribute('href', serviceImportPath(shortfall.service._id));

    await user.click(within(row).getByRole('button', { name: 'Complete order' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Not enough stock (Falcon VPN: needs 2, 1 in stock): completing it will fail.');
    await user.click(within(confirm).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('Not enough credentials in stock for Falcon VPN: 2 needed, 1 available')).toBeInTheDocument();
  });

  it('is marked for an agent without the import link', async () => {
    served.stockShort.set(first._id, short());
    renderAt('agent');
    const row = await rowOf(first);
    expect(row).toHaveTextContent('Falcon VPN: needs 2, 1 in stock');
    expect(within(row).queryByRole('link', { name: 'Import credentials' })).not.toBeInTheDocument();
  });
});
