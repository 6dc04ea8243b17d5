import { api, type SearchHits } from '@shopdesk/contracts';
import { setEmployee } from '@shopdesk/session';
import { fakeApi } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employee, renderShell, signIn, signOut } from '../../testing/render-shell';

jest.mock('@shopdesk/api-client', () => ({
  ...jest.requireActual('@shopdesk/api-client'),
  getMe: jest.fn(() => new Promise(() => undefined)),
}));

const ORDER_ID = '728fa907-2c4e-4d1a-9b1e-5f0c2a7d9e31';
const NOVA: SearchHits = {
  orders: [{ _id: ORDER_ID, name: 'Rana Khalil', email: 'rana@example.com', total: 12.5, orderStatus: 'pending', transactionId: 'CHB-1', createdAt: '2026-11-20T10:00:00.000Z' }],
  customers: [{ email: 'rana@example.com', name: 'Rana Khalil', lastOrderAt: '2026-11-20T10:00:00.000Z' }],
  services: [{ _id: '1b2c3d4e-0000-4000-8000-000000000001', name: 'Nova VPN', type: 'vpn', isActive: true }],
  employees: [],
};

const palette = () => screen.getByRole('dialog', { name: 'Search' });
const box = () => within(palette()).getByRole('combobox');
/** The palette's code loads on first open (lazy-command-palette.tsx). */
const opened = () => screen.findByRole('dialog', { name: 'Search' });
const optionNames = () => within(palette()).queryAllByRole('option').map((option) => option.textContent);

beforeEach(() => {
  signOut();
  fakeApi.on(api.orders.getAllOrdersCountByStatus, { orders: [] });
  fakeApi.on(api.search.searchEverything, ({ query }) => (query.q.toLowerCase().includes('nova') ? NOVA : { orders: [], customers: [], services: [], employees: [] }));
});

describe('the command palette', () => {
  it('opens on Ctrl+K, even from a field, finds what is typed, grouped, and opens the chosen one with the keyboard', async () => {
    signIn();
    const { location } = renderShell('/main/orders/dashboard');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await opened();
    expect(box()).toHaveFocus();

    await user.type(box(), 'nova');
    await waitFor(() => expect(within(palette()).getByRole('group', { name: 'Orders' })).toBeInTheDocument());
    expect(within(palette()).getByRole('group', { name: 'Customers' })).toHaveTextContent('rana@example.com');
    expect(within(palette()).getByRole('group', { name: 'Services' })).toHaveTextContent('Nova VPN');
    expect(fakeApi.lastCall(api.search.searchEverything)?.query).toEqual({ q: 'nova' });
    // The first find is the active one; the arrow keys move, Enter opens.
    expect(within(palette()).getByRole('option', { selected: true })).toHaveTextContent('Rana Khalil · $12.50');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(palette()).getByRole('option', { selected: true })).toHaveTextContent('Nova VPN');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(location()).toBe(`/main/orders/orderByStatus?status=pending&search=${ORDER_ID}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is the search button of the top bar too, lists the screens with nothing typed, and only those the level may open', async () => {
    setEmployee({ ...employee, level: 'agent', token: `${employee.token}-agent` });
    const { location } = renderShell('/main/orders/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await opened();
    expect(optionNames()).toContain('Pending orders');
    expect(optionNames()).not.toContain('Audit log');
    expect(optionNames()).not.toContain('Employee invites');

    await user.type(box(), 'watch');
    await waitFor(() => expect(optionNames()).toEqual(['Watch list']));
    await user.click(within(palette()).getByRole('option', { name: 'Watch list' }));
    expect(location()).toBe('/main/orders/watchList');
  });

  it('says when nothing is found, and closes on Esc with the focus back where it was', async () => {
    signIn();
    renderShell('/main/orders/dashboard');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Search' });
    await user.click(button);
    await opened();
    await user.type(box(), 'zzqx');
    expect(await within(palette()).findByText('Nothing found for “zzqx”')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('is not there for nobody signed in', () => {
    renderShell('/auth/login');
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });
});
