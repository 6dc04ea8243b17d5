import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, fakeId, makeOrder, renderSection, serveOrders, testEmployee } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import OrdersRoutes from '../app/routes';

const render = (at: string, level: 'agent' | 'manager' = 'manager') =>
  renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath, employee: testEmployee({ level }) });

const entry = (value: string, reason: string) => ({
  _id: fakeId(),
  kind: 'domain' as const,
  value,
  reason,
  expiresAt: null,
  createdBy: { _id: fakeId(), name: 'Mona Manager' },
  createdAt: '2026-01-01T10:00:00.000Z',
});

describe('the watch list', () => {
  it('adds an entry, which then flags the pending orders it matches in the queue, the view and the confirm', async () => {
    const watched = makeOrder('pending', { email: 'buyer@stolen-cards.test' });
    serveOrders([watched, makeOrder('pending', { email: 'fine@example.com' })]);
    const { user, unmount } = render('/main/orders/watchList');
    await user.click(await screen.findByRole('button', { name: 'Create New Watch List Entry' }));
    const form = screen.getByRole('dialog', { name: 'Add to the watch list' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'E-mail domain');
    await user.type(within(form).getByRole('textbox', { name: 'Value' }), '@Stolen-Cards.test');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Card testing');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Expires' }), 'In 30 days');
    await user.click(within(form).getByRole('button', { name: 'Add to the watch list' }));
    expect(await screen.findByText('Added to the watch list')).toBeInTheDocument();
    const sent = fakeApi.lastCall(api.watchList.addWatchListEntry)?.body;
    expect(sent).toMatchObject({ kind: 'domain', value: '@Stolen-Cards.test', reason: 'Card testing' });
    expect(Date.parse(sent?.expiresAt ?? '') - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const table = screen.getByRole('table', { name: 'Watch list' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('E-mail domainstolen-cards.testCard testing');

    unmount();
    const queue = render('/main/orders/orderByStatus?status=pending');
    const flag = await screen.findByText('On watch list: Card testing');
    const row = flag.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('buyer@stolen-cards.test');
    await queue.user.click(within(row).getByRole('button', { name: 'Complete order' }));
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toHaveTextContent('On watch list: Card testing. Complete it anyway?');
    await queue.user.click(within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Go back' }));
    await queue.user.click(within(row).getByRole('button', { name: 'View' }));
    const view = screen.getByRole('dialog', { name: 'View Order' });
    expect(await within(view).findByRole('note')).toHaveTextContent('On watch list: Card testing');
  });

  it('removes an entry after a confirm that names it', async () => {
    const served = serveOrders([]);
    const watched = entry('chargebacks.test', 'Chargebacks');
    served.watchList.push(watched);
    const { user } = render('/main/orders/watchList');
    const row = (await screen.findByText('chargebacks.test')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Remove from the watch list' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Stop watching chargebacks.test? Its pending orders are no longer flagged.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from the watch list')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.watchList.removeWatchListEntry)?.params.id).toBe(watched._id);
    expect(served.watchList).toEqual([]);
    await waitFor(() => expect(screen.queryByText('chargebacks.test')).not.toBeInTheDocument());
  });

  it('shows agents the list without add or remove', async () => {
    const served = serveOrders([]);
    served.watchList.push(entry('seen.test', 'Seen by all'));
    render('/main/orders/watchList', 'agent');
    expect(await screen.findByText('seen.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Watch List Entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from the watch list' })).not.toBeInTheDocument();
  });

  it("says so on a watched customer's page", async () => {
    const served = serveOrders([makeOrder('completed', { email: 'someone@watched.test', name: 'Watched One' })]);
    served.watchList.push(entry('watched.test', 'Chargebacks in May'));
    render(`/main/orders/customer?email=${encodeURIComponent('someone@watched.test')}`);
    expect(await screen.findByRole('note')).toHaveTextContent('On the watch list: Chargebacks in May');
  });
});
