import { api, type SavedView } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, fakeId, makeOrder, renderSection, serveOrders, serveSavedViews, testEmployee } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';

const PENDING = '/main/orders/orderByStatus?status=pending';
const renderAt = (at: string, level: 'agent' | 'manager' = 'manager') =>
  renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath, employee: testEmployee({ level }) });
const tabs = () => screen.getByRole('navigation', { name: 'Saved views' });
const tab = (name: RegExp) => within(tabs()).getByRole('link', { name });

const colleagueView = (fields: Partial<SavedView>): SavedView => ({
  _id: fakeId(), list: 'orders.pending', name: 'Team queue', query: { sort: 'createdAt' }, shared: true, mine: false,
  owner: { _id: fakeId(), name: 'Maya Manager' }, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', ...fields,
});

beforeEach(() => {
  serveOrders([
    makeOrder('pending', { name: 'Nova Buyer', email: 'nova@example.com' }),
    makeOrder('pending', { name: 'Nova Second', email: 'nova2@example.com' }),
    makeOrder('pending', { name: 'Falcon Buyer', email: 'falcon@example.com' }),
  ]);
});

describe('saved views of the pending orders', () => {
  it('saves what the list shows under a name, as a tab with its count that the URL then selects', async () => {
    const { user, location } = renderAt(`${PENDING}&search=nova&sort=-total`);
    expect(await screen.findByText('Nova Buyer')).toBeInTheDocument();
    await waitFor(() => expect(tab(/^All/)).toHaveTextContent('All 3 rows'));
    expect(tab(/^All/)).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nova by total');
    await user.selectOptions(within(dialog).getByLabelText('Who sees it'), 'Everyone in the team');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));

    expect(await screen.findByText('View saved')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.savedViews.createSavedView)?.body).toEqual({ list: 'orders.pending', name: 'Nova by total', query: { search: 'nova', sort: '-total' }, shared: true });
    await waitFor(() => expect(tab(/^Nova by total/)).toHaveAttribute('aria-current', 'true'));
    await waitFor(() => expect(tab(/^Nova by total/)).toHaveTextContent('Nova by total 2 rows'));
    expect(screen.queryByRole('button', { name: 'Save view' })).not.toBeInTheDocument();

    await user.click(tab(/^All/));
    expect(location()).toBe(PENDING);
    await user.click(tab(/^Nova by total/));
    expect(location()).toBe(`${PENDING}&search=nova&sort=-total`);
  });

  it('offers an agent no sharing, and shows a colleague’s shared view without the owner’s tools', async () => {
    serveSavedViews(fakeApi, [colleagueView({})]);
    const { user } = renderAt(`${PENDING}&sort=createdAt`, 'agent');
    await waitFor(() => expect(tab(/^Team queue/)).toHaveAttribute('aria-current', 'true'));
    expect(tab(/^Team queue/)).toHaveAttribute('title', 'Shared by Maya Manager');
    expect(screen.getByText('Shared by Maya Manager')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit view' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete view' })).not.toBeInTheDocument();

    await user.click(tab(/^All/));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'falcon');
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    expect(within(dialog).queryByLabelText('Who sees it')).not.toBeInTheDocument();
  });

  it('renames, moves and deletes the employee’s own views, and updates one whose sort changed', async () => {
    const me = testEmployee({ level: 'manager' });
    const mine = (name: string, query: Record<string, string>) => colleagueView({ name, query, shared: false, owner: { _id: me._id, name: me.name } });
    const served = serveSavedViews(fakeApi, [mine('First', { search: 'nova' }), mine('Second', { search: 'falcon' })]);
    const { user } = renderAt(`${PENDING}&search=falcon`);
    await waitFor(() => expect(tab(/^Second/)).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('button', { name: 'Move right' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move left' }));
    await waitFor(() => expect(within(tabs()).getAllByRole('link').map((link) => link.textContent?.replace(/ \d+ rows$/, ''))).toEqual(['All', 'Second', 'First']));
    expect(fakeApi.lastCall(api.savedViews.reorderSavedViews)?.body).toEqual({ list: 'orders.pending', ids: [served.views[0]._id, served.views[1]._id] });

    await user.click(screen.getByRole('button', { name: 'Edit view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit view' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'first');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // The name is the employee's on this list already, whatever its case: said at the field.
    expect(await within(dialog).findByText('taken')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Falcon queue');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(tab(/^Falcon queue/)).toHaveAttribute('aria-current', 'true'));

    // Sorting the view's list leaves the view; it can take the new sort.
    await user.click(screen.getByRole('button', { name: /^Total/ }));
    await user.click(await screen.findByRole('button', { name: 'Update “Falcon queue”' }));
    await waitFor(() => expect(tab(/^Falcon queue/)).toHaveAttribute('aria-current', 'true'));
    expect(fakeApi.lastCall(api.savedViews.updateSavedView)?.body).toEqual({ query: { search: 'falcon', sort: 'total' } });

    await user.click(screen.getByRole('button', { name: 'Delete view' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete view' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(within(tabs()).queryByRole('link', { name: /^Falcon queue/ })).not.toBeInTheDocument());
    // The list stays as it was: what no view keeps now, to save again if wanted.
    expect(screen.getByText('Falcon Buyer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save view' })).toBeInTheDocument();
  });
});
