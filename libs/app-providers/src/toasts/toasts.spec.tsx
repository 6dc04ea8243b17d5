import { loadedToastify, Modal, toast } from '@shopdesk/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { AppProviders } from '../app-providers';

const pageCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');

/** Whether the toast is closing (jsdom runs no animation, so a closed toast stays in the DOM, leaving). */
const isClosing = (message: HTMLElement) => message.closest('.Toastify__toast')?.getAttribute('data-in') === 'false';

/** The autoClose a toast runs with, as its progress bar is timed (none: it stays until closed). */
const closesAfter = (message: HTMLElement) => {
  const bar = message.closest('.Toastify__toast')?.querySelector<HTMLElement>('.Toastify__progress-bar');
  return bar && !bar.classList.contains('Toastify__progress-bar--controlled') ? bar.style.animationDuration : 'never';
};

function Page({ onDialogClose }: { onDialogClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Orders</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <Modal open={open} title="A form" onClose={() => (onDialogClose ? onDialogClose() : setOpen(false))}>
        <input aria-label="Name" />
      </Modal>
    </main>
  );
}

const renderPage = (onDialogClose?: () => void) =>
  render(
    <AppProviders queryClient={new QueryClient()}>
      <Page onDialogClose={onDialogClose} />
    </AppProviders>,
  );

afterEach(() => act(() => loadedToastify()?.toast.dismiss()));

describe('toasts', () => {
  // First: react-toastify is fetched once per test file, with the first toast.
  it('fetch react-toastify and mount the container with the first toast, and show a toast asked for before', async () => {
    renderPage();
    expect(loadedToastify()).toBeUndefined();
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => {
      toast.error('Failed to update order status');
    });
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
    expect(loadedToastify()).toBeDefined();
    expect(document.querySelector('.Toastify')).not.toBeNull();
  });

  it('sit at the top right, 8 px apart and at most 350 px wide; from the bottom on a phone, at its top over a dialog', async () => {
    renderPage();
    act(() => {
      toast.success('Saved');
    });
    const message = await screen.findByText('Saved');
    expect(message.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
    const css = pageCss();
    expect(css).toMatch(/\.Toastify__toast\.Toastify__toast \{max-width: 350px; margin-bottom: 8px;\}/);
    expect(css).toContain('.Toastify__toast-container--top-right.Toastify__toast-container--top-right {top: 8px; right: 12px;}');
    expect(css).toMatch(/@media \(max-width: 768px\), \(orientation: portrait\) \{\.Toastify__toast-container--top-right\.Toastify__toast-container--top-right \{top: auto; bottom: 8px;/);
    expect(css).toMatch(/\{body:has\(\[role='dialog'\]\[aria-modal='true'\]\) \.Toastify__toast-container--top-right\.Toastify__toast-container--top-right \{top: 8px; bottom: auto;\}/);
  });

  it('close a success after 3 s, and keep an error or a warning until closed', async () => {
    renderPage();
    act(() => {
      toast.success('Successfully updated!');
      toast.error('Failed to update order status');
      toast.warning('The stock is low');
    });
    expect(closesAfter(await screen.findByText('Successfully updated!'))).toBe('3000ms');
    await waitFor(() => expect(closesAfter(screen.getByText('Failed to update order status'))).toBe('never'));
    await waitFor(() => expect(closesAfter(screen.getByText('The stock is low'))).toBe('never'));
  });

  it('are reached with Alt+T, and Esc closes the focused one and gives the focus back', async () => {
    const user = userEvent.setup();
    renderPage();
    const opener = screen.getByRole('button', { name: 'Open form' });
    opener.focus();
    act(() => {
      toast.error('Failed to update order status');
    });
    const message = await screen.findByText('Failed to update order status');
    await user.keyboard('{Alt>}t{/Alt}');
    expect(message.closest('.Toastify__toast')).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(isClosing(message)).toBe(true));
    expect(opener).toHaveFocus();
  });

  it("close with Esc over an open dialog without closing the dialog", async () => {
    const user = userEvent.setup();
    const dialogClosed = jest.fn();
    renderPage(dialogClosed);
    await user.click(screen.getByRole('button', { name: 'Open form' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveFocus();
    act(() => {
      toast.error('Failed to create service');
    });
    const message = await screen.findByText('Failed to create service');
    await user.keyboard('{Alt>}t{/Alt}');
    expect(message.closest('.Toastify__toast')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(isClosing(message)).toBe(true));
    expect(dialogClosed).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
  });
});
