import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useDialogFocus } from './use-dialog-focus';

/** A panel that stays mounted (it slides) and is opened by a button elsewhere on the page. */
function SlidingPanel() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  useDialogFocus(panel, () => setOpen(false), { active: open, returnFocusTo: opener });
  return (
    <>
      <button ref={opener} onClick={() => setOpen(true)}>
        Open menu
      </button>
      <a href="#content">Page link</a>
      <aside ref={panel} tabIndex={-1} data-dialog-body="" hidden={!open}>
        <button onClick={() => setOpen(false)}>Close menu</button>
        <a href="#orders">Orders</a>
      </aside>
    </>
  );
}

describe('useDialogFocus', () => {
  it('does nothing while not active', async () => {
    const user = userEvent.setup();
    render(<SlidingPanel />);
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('once active, moves focus in and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<SlidingPanel />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('gives focus to returnFocusTo on close when nothing was focused before opening', async () => {
    const user = userEvent.setup();
    render(<SlidingPanel />);
    // A click that does not focus the button (Safari) leaves the page focused.
    act(() => screen.getByRole('button', { name: 'Open menu' }).click());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
