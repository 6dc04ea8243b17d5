import { logout } from '@shopdesk/api-client';
import { getEmployee, SIDEBAR_PINNED_STORAGE_KEY, sessionStore, sidebarPinnedAtom } from '@shopdesk/session';
import { api } from '@shopdesk/contracts';
import { fakeApi, mockMatchMedia, unmockMatchMedia } from '@shopdesk/testing';
import { COLOR_SCHEME_KEY } from '@shopdesk/ui-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employee, renderShell, signIn, signOut } from '../testing/render-shell';
import { sidebarPath } from './sidebar-entries';

jest.mock('@shopdesk/api-client', () => ({
  ...jest.requireActual('@shopdesk/api-client'),
  getMe: jest.fn(() => new Promise(() => undefined)),
  logout: jest.fn(async () => undefined),
}));

// While closed the panel is inert, so its accessible names are empty: find it by its id.
const sidebar = () => {
  const panel = document.getElementById('sidebar');
  if (!panel) throw new Error('no #sidebar');
  return panel;
};

beforeEach(signOut);
// Signed in, the shell asks for the order counts (the pending count in the tab title).
beforeEach(() => fakeApi.on(api.orders.getAllOrdersCountByStatus, { orders: [] }));

describe('sidebar', () => {
  it('links Dashboard, Users, Services and Orders to /main/ plus the title without spaces', async () => {
    renderShell('/nowhere');
    const links = within(sidebar()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/main/Dashboard'],
      ['Users', '/main/Users'],
      ['Services', '/main/Services'],
      ['Orders', '/main/Orders'],
    ]);
    expect(sidebarPath('Employee Invites')).toBe('/main/EmployeeInvites');
  });

  it('slides in from the menu button and closes with its close control or Escape', async () => {
    const user = userEvent.setup();
    renderShell('/nowhere');
    expect(sidebar()).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(sidebar()).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sidebar()).getByRole('button', { name: 'Close menu' }));
    expect(sidebar()).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(sidebar()).toHaveAttribute('inert');
  });

  it('an entry navigates, settles on the canonical URL and closes the sidebar', async () => {
    const user = userEvent.setup();
    signIn();
    const shell = renderShell('/nowhere');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(sidebar()).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(shell.location()).toBe('/main/orders/dashboard'));
    expect(sidebar()).toHaveAttribute('inert');
  });

  it.each([
    ['/main/orders/orderByStatus?status=pending', 'Orders'],
    ['/main/dashboard', 'Dashboard'],
    ['/main/users/employees/allEmployees', 'Users'],
  ])('on %s marks %s as the current page, and nothing else', async (url, current) => {
    signIn();
    renderShell(url);
    const links = within(sidebar()).getAllByRole('link', { hidden: true });
    await waitFor(() =>
      expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([current]),
    );
  });

  it('gives focus back to the menu button when it closes, by Close, Escape or an entry', async () => {
    const user = userEvent.setup();
    signIn();
    renderShell('/nowhere');
    const menu = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menu);
    expect(within(sidebar()).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.click(within(sidebar()).getByRole('button', { name: 'Close menu' }));
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(within(sidebar()).getByRole('link', { name: 'Users' }));
    expect(sidebar()).toHaveAttribute('inert');
    expect(menu).toHaveFocus();
  });

  it('gives focus to the menu button even when opening it did not focus it', async () => {
    const user = userEvent.setup();
    renderShell('/nowhere');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    // Safari does not focus a clicked button: the page had the focus.
    act(() => menu.click());
    await user.keyboard('{Escape}');
    expect(menu).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const user = userEvent.setup();
    signIn();
    renderShell('/nowhere');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const close = within(sidebar()).getByRole('button', { name: 'Close menu' });
    const logoutButton = within(sidebar()).getByRole('button', { name: 'Logout' });

    await user.tab({ shift: true });
    expect(logoutButton).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(sidebar()).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("shows the employee's name and level and a Logout button that signs out", async () => {
    const user = userEvent.setup();
    signIn();
    renderShell('/nowhere');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(sidebar()).getByText(employee.name)).toBeInTheDocument();
    expect(within(sidebar()).getByText('Owner')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: /, your profile$/ })).toHaveAttribute('href', '/main/profile');
    await user.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
    expect(getEmployee()).toBeNull();
  });

  it('offers the Theme choice in the profile block, as the system by default, remembered when changed', async () => {
    const user = userEvent.setup();
    signIn();
    renderShell('/nowhere');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const theme = within(sidebar()).getByRole('combobox', { name: 'Theme' });
    expect(theme).toHaveValue('system');
    expect(within(theme).getAllByRole('option').map((option) => option.textContent)).toEqual(['As the system', 'Light', 'Dark']);
    await user.selectOptions(theme, 'Dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(theme).toHaveValue('dark');
    localStorage.removeItem(COLOR_SCHEME_KEY);
  });

  it('has no profile block when signed out', () => {
    renderShell('/nowhere');
    expect(within(sidebar()).queryByText('Logout')).not.toBeInTheDocument();
  });
});

describe('pinning the sidebar', () => {
  afterEach(() => {
    act(() => sessionStore.set(sidebarPinnedAtom, false));
    unmockMatchMedia();
  });

  it('is offered on wide screens: pinned, it sits beside the page, not modal, and is remembered', async () => {
    mockMatchMedia(true);
    const user = userEvent.setup();
    signIn();
    renderShell('/nowhere');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(sidebar()).getByRole('button', { name: 'Pin sidebar' }));

    expect(sidebar()).not.toHaveAttribute('inert');
    expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(within(sidebar()).queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: 'Unpin sidebar' })).toHaveFocus();
    expect(localStorage.getItem(SIDEBAR_PINNED_STORAGE_KEY)).toBe('true');
    // Not a modal: Tab leaves it for the page.
    await user.tab();
    await user.tab();
    expect(sidebar()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(sidebar()).not.toHaveAttribute('inert');
    // An entry keeps it pinned.
    await user.click(within(sidebar()).getByRole('link', { name: 'Dashboard' }));
    expect(sidebar()).not.toHaveAttribute('inert');
  });

  it('unpinning brings the drawer back, with the focus on the menu button', async () => {
    mockMatchMedia(true);
    act(() => sessionStore.set(sidebarPinnedAtom, true));
    const user = userEvent.setup();
    renderShell('/nowhere');
    expect(sidebar()).not.toHaveAttribute('inert');
    await user.click(within(sidebar()).getByRole('button', { name: 'Unpin sidebar' }));
    expect(sidebar()).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(localStorage.getItem(SIDEBAR_PINNED_STORAGE_KEY)).toBeNull();
  });

  it('is the drawer on narrow screens even when pinned, and pinning is not offered there', async () => {
    const setWide = mockMatchMedia(false);
    act(() => sessionStore.set(sidebarPinnedAtom, true));
    const user = userEvent.setup();
    renderShell('/nowhere');
    expect(sidebar()).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(sidebar()).queryByRole('button', { name: /pin sidebar/i })).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Widening the window brings the pinned sidebar back: the choice was kept.
    act(() => setWide(true));
    expect(sidebar()).not.toHaveAttribute('inert');
  });
});

describe('top bar', () => {
  it("shows the menu button and the title, and the employee's name only when signed in", () => {
    const first = renderShell('/nowhere');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByText('Shopdesk')).toBeInTheDocument();
    expect(screen.queryByTestId('top-bar-employee')).not.toBeInTheDocument();
    first.unmount();
    signIn();
    renderShell('/nowhere');
    expect(screen.getByTestId('top-bar-employee')).toHaveTextContent(employee.name);
  });
});
