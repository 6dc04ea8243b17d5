import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { KeyboardShortcuts, SEQUENCE_MS } from './keyboard-shortcuts';

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/main/dashboard']}>
      <KeyboardShortcuts />
      <input aria-label="Note" />
      <Where />
    </MemoryRouter>,
  );
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('the shortcuts that work anywhere', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['d', '/main/Dashboard'],
    ['o', '/main/Orders'],
    ['s', '/main/Services'],
    ['u', '/main/Users'],
  ])('g then %s goes to %s, as the sidebar entry does', async (key, path) => {
    const user = setup();
    await user.keyboard(`g${key}`);
    expect(location()).toBe(path);
  });

  it('tells a screen reader what g waits for, and forgets it after a moment', async () => {
    const user = setup();
    await user.keyboard('g');
    expect(screen.getByText('Go to: d for the dashboard, o for orders, s for services, u for users')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SEQUENCE_MS + 1));
    expect(screen.queryByText(/^Go to:/)).not.toBeInTheDocument();
    await user.keyboard('o');
    expect(location()).toBe('/main/dashboard');
  });

  it('does nothing while typing in a field', async () => {
    const user = setup();
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('go?');
    expect(location()).toBe('/main/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists every shortcut with ?, and waits while that list is open', async () => {
    const user = setup();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('gthendGo to the dashboard');
    expect(dialog).toHaveTextContent('Shift+CCancel the order');
    await user.keyboard('go');
    expect(location()).toBe('/main/dashboard');
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
