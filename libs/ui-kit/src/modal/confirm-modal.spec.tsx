import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
