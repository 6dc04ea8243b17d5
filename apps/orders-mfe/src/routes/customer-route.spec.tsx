import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, fakeId, makeDelivery, makeOrder, renderSection, serveOrders, testEmployee } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import OrdersRoutes from '../app/routes';

const render = (at: string) => renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath, employee: testEmployee({ level: 'manager' }) });
const customerAt = (email: string) => `/main/orders/customer?email=${encodeURIComponent(email)}`;

describe('the customer page', () => {
  const older = makeOrder('completed', { email: 'Rana@Example.com', name: 'Rana', total: 10, createdAt: '2026-01-02T10:00:00.000Z' });
  const newer = makeOrder('pending', { email: 'rana@example.com', name: 'Rana Haddad', total: 25, createdAt: '2026-01-05T10:00:00.000Z' });
  const someoneElse = makeOrder('completed', { email: 'rana@example.co', createdAt: '2026-01-06T10:00:00.000Z' });

  it("sums up the customer's orders and lists every one of them, of any status, newest first", async () => {
    const served = serveOrders([someoneElse, newer, older], new Map(), new Map([[older._id, [makeDelivery('Falcon VPN'), makeDelivery('Falcon VPN', { replacedAt: '2026-01-03T10:00:00.000Z', replaceReason: 'Blocked' })]]]));
    served.refunds.set(older._id, [{ _id: fakeId(), amount: 4, reason: 'not_working', note: null, by: null, createdAt: '2026-01-04T10:00:00.000Z' }]);
    served.notes.set(older._id, [
      { _id: fakeId(), body: 'Asked for a refund', author: { _id: fakeId(), name: 'Omar Agent' }, createdAt: '2026-01-04T10:00:00.000Z', editedAt: null, editableUntil: '2026-01-04T10:10:00.000Z' },
    ]);
    render(customerAt('RANA@example.com'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Rana Haddad' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Customer summary' });
    expect(summary).toHaveTextContent('Orders2');
    expect(summary).toHaveTextContent('Spent$10.00');
    expect(summary).toHaveTextContent('Refunded$4.00');
    expect(summary).toHaveTextContent('Credentials2 delivered 1 replaced');
    const table = screen.getByRole('table', { name: 'Rana Haddad' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Pending'),
      expect.stringContaining('Completed'),
    ]);
    expect(fakeApi.lastCall(api.orders.getAllOrdersByStatus)?.query.filters).toEqual({ customer: 'RANA@example.com' });
    const notes = screen.getByRole('region', { name: 'Notes on their orders' });
    expect(notes).toHaveTextContent('Asked for a refund');
    expect(notes).toHaveTextContent('Omar Agent');
  });

  it('opens the order a note is on', async () => {
    const served = serveOrders([older]);
    served.notes.set(older._id, [
      { _id: fakeId(), body: 'Called them', author: { _id: fakeId(), name: 'Omar Agent' }, createdAt: '2026-01-04T10:00:00.000Z', editedAt: null, editableUntil: '2026-01-04T10:10:00.000Z' },
    ]);
    const { user } = render(customerAt(older.email));
    await user.click(await screen.findByRole('button', { name: `Open order ${older._id}` }));
    const view = await screen.findByRole('dialog', { name: 'View Order' });
    expect(await within(view).findByText(older._id)).toBeInTheDocument();
  });

  it('says so when no order was placed with the address, and leads to the search', async () => {
    serveOrders([older]);
    render(customerAt('nobody@example.com'));
    expect(await screen.findByRole('heading', { name: 'No such customer' })).toBeInTheDocument();
    expect(screen.getByText('No order was placed with nobody@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a customer' })).toHaveAttribute('href', '/main/orders/customers');
  });

  it('is reached from every e-mail address of the order list and the order view', async () => {
    serveOrders([older]);
    const { user, location } = render('/main/orders/orderByStatus?status=completed');
    const link = await screen.findByRole('link', { name: older.email });
    expect(link).toHaveAttribute('href', customerAt(older.email));
    await user.click(within(link.closest('tr') as HTMLElement).getByRole('button', { name: 'View' }));
    const view = await screen.findByRole('dialog', { name: 'View Order' });
    await user.click(await within(view).findByRole('link', { name: older.email }));
    await waitFor(() => expect(location()).toBe(customerAt(older.email)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rana' })).toBeInTheDocument();
  });
});

describe('finding a customer', () => {
  it('finds customers by a part of their e-mail or name as it is typed, one line per address', async () => {
    serveOrders([
      makeOrder('completed', { email: 'zaid@shop.test', name: 'Zaid Old', createdAt: '2026-01-01T10:00:00.000Z' }),
      makeOrder('pending', { email: 'Zaid@Shop.test', name: 'Zaid Newer', createdAt: '2026-01-03T10:00:00.000Z' }),
      makeOrder('pending', { email: 'huda@shop.test', name: 'Huda Zaidan', createdAt: '2026-01-02T10:00:00.000Z' }),
    ]);
    const { user, location } = render('/main/orders/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a customer' }), 'zaid');
    const found = await screen.findByRole('list', { name: 'Customers found' });
    await waitFor(() => expect(within(found).getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringContaining('Zaid Newer'),
      expect.stringContaining('Huda Zaidan'),
    ]));
    expect(location()).toBe('/main/orders/customers?search=zaid');
    await user.clear(screen.getByRole('searchbox', { name: 'Find a customer' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a customer' }), 'nobody');
    expect(await screen.findByText('No customer matches "nobody"')).toBeInTheDocument();
  });

  it('is a card of the Orders page', async () => {
    serveOrders([]);
    render('/main/orders/dashboard');
    expect(await screen.findByRole('link', { name: /Customers/ })).toHaveAttribute('href', '/main/orders/customers');
  });
});
