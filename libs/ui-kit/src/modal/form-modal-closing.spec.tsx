import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '../form/text-field';
import { FormModal } from './form-modal';
import type { ModalMode } from './modal-title';

/** A page whose button opens the invite form; the form closes by setting `open` back. */
function InvitePage({ mode, onClose }: { mode: ModalMode; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Employee Invites</h1>
      <button onClick={() => setOpen(true)}>Create New Employee Invite</button>
      <FormModal<{ email: string }>
        open={open}
        mode={mode}
        topic="Employee Invite"
        submitLabel="Create Employee Invite"
        initialValues={{ email: mode === 'view' ? 'ada@shop.test' : '' }}
        onSubmit={() => Promise.resolve()}
        describeFailure={() => ({ errors: {}, message: 'Failed' })}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <TextField name="email" label="Email" type="email" />
      </FormModal>
    </main>
  );
}

async function openForm(mode: ModalMode = 'create') {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(<InvitePage mode={mode} onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Create New Employee Invite' }));
  const form = screen.getByRole('dialog', { name: `${mode === 'view' ? 'View' : 'Create'} Employee Invite` });
  return { user, onClose, form, backdrop: form.parentElement as HTMLElement };
}

describe('FormModal closing', () => {
  it('a view closes on a click on the backdrop', async () => {
    const { user, onClose, backdrop } = await openForm('view');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a form nobody changed closes on the backdrop and on Esc, without asking', async () => {
    const first = await openForm();
    await first.user.click(first.backdrop);
    expect(first.onClose).toHaveBeenCalledTimes(1);
    await first.user.click(screen.getByRole('button', { name: 'Create New Employee Invite' }));
    await first.user.keyboard('{Escape}');
    expect(first.onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a click on the backdrop', (user: ReturnType<typeof userEvent.setup>, backdrop: HTMLElement) => user.click(backdrop)],
    ['Esc', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('with unsaved changes, %s asks first; Keep editing keeps what was typed', async (_, close) => {
    const { user, onClose, backdrop } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@shop');
    await close(user, backdrop);

    const ask = screen.getByRole('dialog', { name: 'Discard changes?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@shop');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with unsaved changes, Discard closes the form and gives focus back to its opener', async () => {
    const { user, onClose } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@shop');
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Employee Invite' })).toHaveFocus();
  });

  it('Cancel with unsaved changes asks first, as Esc does', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(
      <FormModal<{ reason: string }>
        open
        mode="create"
        topic="Credential"
        title="Replace credential"
        submitLabel="Replace"
        cancelLabel="Cancel"
        initialValues={{ reason: '' }}
        onSubmit={() => Promise.resolve()}
        describeFailure={() => ({ errors: {}, message: 'Failed' })}
        onClose={onClose}
      >
        <TextField name="reason" label="Reason" />
      </FormModal>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Wrong password');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Esc on the question closes only the question', async () => {
    const { user, onClose } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@shop');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Employee Invite' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
