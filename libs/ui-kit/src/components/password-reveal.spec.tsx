import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordReveal } from './password-reveal';

/** A read the test answers when it wants (Node 20: no Promise.withResolvers). */
function gatedRead() {
  const pending: { resolve: (password: string) => void; reject: (error: unknown) => void }[] = [];
  const read = jest.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { read, answer: (n: number) => pending[n] };
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : 'Could not read the password');

function renderReveal() {
  const gate = gatedRead();
  render(<PasswordReveal read={gate.read} describeError={describeError} />);
  return { ...gate, user: userEvent.setup() };
}

describe('PasswordReveal', () => {
  it('reads nothing until Show, shows what the read gave, and Hide masks it again', async () => {
    const { read, answer, user } = renderReveal();
    expect(screen.getByRole('img', { name: 'Hidden password' })).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeDisabled();
    answer(0).resolve('S3cret!');

    expect(await screen.findByText('S3cret!')).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(screen.queryByText('S3cret!')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hidden password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads again on each Show: nothing is kept once hidden', async () => {
    const { read, answer, user } = renderReveal();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    answer(0).resolve('first');
    await screen.findByText('first');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(read).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    answer(1).resolve('second');
    expect(await screen.findByText('second')).toBeInTheDocument();
  });

  it('says why a read failed, and Retry reads again', async () => {
    const { read, answer, user } = renderReveal();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    answer(0).reject(new Error('Credential not found'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Credential not found');
    expect(screen.getByRole('img', { name: 'Hidden password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(read).toHaveBeenCalledTimes(2);
    answer(1).resolve('S3cret!');
    expect(await screen.findByText('S3cret!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
