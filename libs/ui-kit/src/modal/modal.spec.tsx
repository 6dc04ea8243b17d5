import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Modal } from './modal';

function Screen({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Update VPN"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="submit">Update Service</button>}
      >
        <label>
          Service Name
          <input />
        </label>
        <button onClick={() => setInner(true)}>More</button>
        <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
          <input aria-label="Inner field" />
        </Modal>
      </Modal>
    </>
  );
}

/** A row whose button opens a modal; Done removes the row as the modal closes, as a confirmed action does. */
function RowScreen({ withFallback }: { withFallback: boolean }) {
  const [open, setOpen] = useState(false);
  const [row, setRow] = useState(true);
  const fallback = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <h1>Pending Orders</h1>
      <button ref={fallback}>Search</button>
      {row && <button onClick={() => setOpen(true)}>Cancel order</button>}
      <Modal
        open={open}
        title="Please confirm"
        onClose={() => setOpen(false)}
        returnFocusTo={withFallback ? fallback : undefined}
        footer={
          <button
            onClick={() => {
              setRow(false);
              setOpen(false);
            }}
          >
            Done
          </button>
        }
      >
        <p>Cancel this order?</p>
      </Modal>
    </main>
  );
}

async function openModal(onClose = jest.fn()) {
  const user = userEvent.setup();
  render(<Screen onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, onClose };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Screen />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Update VPN' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Update VPN' })).toBeInTheDocument();
  });

  it('moves focus to the first field', async () => {
    await openModal();
    expect(screen.getByRole('textbox', { name: 'Service Name' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Update Service' });
    submit.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Esc and gives focus back to the opener', async () => {
    const { user, onClose } = await openModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('when the opener is gone on close, focuses returnFocusTo', async () => {
    const user = userEvent.setup();
    render(<RowScreen withFallback />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('when the opener is gone and no fallback is given, focuses the main heading', async () => {
    const user = userEvent.setup();
    render(<RowScreen withFallback={false} />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const heading = screen.getByRole('heading', { name: 'Pending Orders' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('closes on the close button', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop', async () => {
    const { user, onClose } = await openModal();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside, or a drag from inside that ends on the backdrop', async () => {
    const { user, onClose } = await openModal();
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByRole('heading', { name: 'Update VPN' }));
    await user.pointer([{ keys: '[MouseLeft>]', target: dialog }, { target: dialog.parentElement as HTMLElement }, { keys: '[/MouseLeft]' }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with a modal over it, a click on its backdrop closes only the top one', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('dialog', { name: 'Inner' }).parentElement as HTMLElement);
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with a modal over it, Esc closes only the top one', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('textbox', { name: 'Inner field' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  });

  it('stops the page behind from scrolling while open', async () => {
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('cannot be closed while closeDisabled', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(
      <Modal open title="Saving" onClose={onClose} closeDisabled>
        <p>Working</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Saving' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
