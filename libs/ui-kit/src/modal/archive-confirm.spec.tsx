import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { Button, type ButtonVariant } from '../components/button';
import { ArchiveConfirm, type ArchiveConfirmProps } from './archive-confirm';

interface Guide {
  name: string;
  isActive: boolean;
}

/** The fill of a button in a tone: what tells Archive (danger) from Unarchive (primary) on screen. */
const fillOf = (button: HTMLElement) => getComputedStyle(button).backgroundColor;

/** The fill of the ui-kit Button in `variant`, to compare the confirm's button with. */
function variantFill(variant: ButtonVariant): string {
  const { unmount } = render(<Button variant={variant}>Sample</Button>);
  const fill = fillOf(screen.getByRole('button', { name: 'Sample' }));
  unmount();
  return fill;
}

const ACTIVE: Guide = { name: 'Gold Card', isActive: true };

function renderConfirm(props: Partial<ArchiveConfirmProps<Guide>> = {}) {
  const onConfirm = jest.fn<Promise<unknown>, [Guide]>(() => Promise.resolve());
  const onClose = jest.fn();
  render(
    <>
      <ArchiveConfirm<Guide>
        item={ACTIVE}
        topic="setup guide"
        onConfirm={onConfirm}
        describeError={(_, fallback) => fallback}
        onClose={onClose}
        {...props}
      />
      <ToastContainer />
    </>,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

function deferred() {
  const handle = {} as { promise: Promise<unknown>; resolve: () => void };
  handle.promise = new Promise<void>((resolve) => Object.assign(handle, { resolve }));
  return handle;
}

describe('ArchiveConfirm', () => {
  it('asks to archive an active item, in the danger tone', () => {
    renderConfirm();
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toHaveTextContent('Do you want to archive this setup guide?');
    expect(fillOf(screen.getByRole('button', { name: 'Archive' }))).toBe(variantFill('danger'));
  });

  it('asks to unarchive an archived item, in the primary tone, naming it when told how', () => {
    renderConfirm({ item: { ...ACTIVE, isActive: false }, name: (guide) => `"${guide.name}"` });
    expect(screen.getByRole('dialog')).toHaveTextContent('Do you want to unarchive "Gold Card"?');
    expect(fillOf(screen.getByRole('button', { name: 'Unarchive' }))).toBe(variantFill('primary'));
  });

  it('is closed without an item', () => {
    renderConfirm({ item: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on success says so and closes', async () => {
    const { user, onConfirm, onClose } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledWith(ACTIVE);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('on failure toasts what describeError makes of the error and the fallback, and closes', async () => {
    const error = new Error('409');
    const describeError = jest.fn(() => 'Guide is in use');
    const { user, onClose } = renderConfirm({ onConfirm: () => Promise.reject(error), describeError });
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Guide is in use')).toBeInTheDocument();
    expect(describeError).toHaveBeenCalledWith(error, 'Failed to archive the setup guide');
    expect(screen.queryByText('Successfully updated!')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while it runs: busy, a second click is ignored and Esc does not close', async () => {
    const reply = deferred();
    const onConfirm = jest.fn(() => reply.promise);
    const { user, onClose } = renderConfirm({ onConfirm });
    const archive = screen.getByRole('button', { name: 'Archive' });
    await user.click(archive);
    expect(archive).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    reply.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
