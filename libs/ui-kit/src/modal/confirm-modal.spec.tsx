import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
import { archiveLabel } from './modal-title';

function setup(props: Partial<ConfirmModalProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmModal
      open
      message="Do you want to archive this service?"
      confirmLabel={archiveLabel(true)}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmModal', () => {
  it('asks, with the confirm label given, and focuses Cancel first', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toHaveTextContent(
      'Do you want to archive this service?',
    );
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('reads Unarchive for an archived item', () => {
    setup({ confirmLabel: archiveLabel(false) });
    expect(screen.getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
  });

  it('confirms or cancels', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy, disables both buttons and ignores Esc', async () => {
    const { user, onCancel } = setup({ busy: true, title: 'Cancel order', confirmLabel: 'Yes, cancel' });
    expect(screen.getByRole('dialog', { name: 'Cancel order' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Yes, cancel' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('ConfirmModal focus on close', () => {
  function Screen() {
    const [open, setOpen] = useState(false);
    const [archived, setArchived] = useState(false);
    const heading = useRef<HTMLHeadingElement>(null);
    return (
      <>
        <h2 ref={heading} tabIndex={-1}>
          Services
        </h2>
        {!archived && <button onClick={() => setOpen(true)}>Archive Nord</button>}
        <ConfirmModal
          open={open}
          message="Archive Nord?"
          confirmLabel="Archive"
          returnFocusTo={heading}
          onConfirm={() => {
            setArchived(true);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }

  it('goes back to the opener when it is still there', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Archive Nord' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Archive Nord' })).toHaveFocus();
  });

  it('goes to returnFocusTo when the confirmed action removed the opener', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Archive Nord' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(screen.getByRole('heading', { name: 'Services' })).toHaveFocus();
  });
});
