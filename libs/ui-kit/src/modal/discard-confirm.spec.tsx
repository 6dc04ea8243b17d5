import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiscardConfirm, useDiscardGuard } from './discard-confirm';

function Form({ unsaved, onClose }: { unsaved: boolean; onClose: () => void }) {
  const discard = useDiscardGuard(onClose);
  return (
    <>
      <button onClick={() => discard.close(unsaved)}>Close</button>
      <DiscardConfirm guard={discard} />
    </>
  );
}

describe('DiscardConfirm', () => {
  it('closes at once when nothing would be lost', async () => {
    const onClose = jest.fn();
    render(<Form unsaved={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks first with unsaved changes: Keep editing stays, Discard closes', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<Form unsaved onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const ask = screen.getByRole('dialog', { name: 'Discard changes?' });
    expect(ask).toHaveTextContent('What you changed in this form will be lost.');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
