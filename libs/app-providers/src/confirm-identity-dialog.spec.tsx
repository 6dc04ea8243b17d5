import { testEmployee } from '@shopdesk/api-client/testing';
import { clearSession, setEmployee } from '@shopdesk/session';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './app-providers';
import { PromoteButton, renderPage, serveProofs } from './testing/identity-proofs';

beforeEach(() => setEmployee(testEmployee({ level: 'owner' })));
afterEach(() => clearSession());

it('asks for the password when a call needs a fresh proof, then sends the call again', async () => {
  const seen = serveProofs();
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Promote' }));

  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  expect(within(dialog).getByText(/won't be asked again for 10 minutes/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Use an authentication code instead' })).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText('Now a manager')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(seen.proofs).toEqual([{ password: 'correct horse' }]);
  expect(seen.promotions).toBe(2);
});

it('shows a wrong password at the field and keeps asking', async () => {
  const seen = serveProofs();
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Promote' }));
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await user.type(within(dialog).getByLabelText('Password'), 'wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  expect(await within(dialog).findByText('This is not your current password')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
  expect(seen.promotions).toBe(1);
});

it('leaves the call refused when the employee cancels', async () => {
  const seen = serveProofs();
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Promote' }));
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  expect(await screen.findByText("Refused: Confirm it's you: this needs your password again")).toBeInTheDocument();
  expect(seen.proofs).toHaveLength(0);
  expect(seen.promotions).toBe(1);
});

it('takes a code of the authenticator app instead, for an employee who has one', async () => {
  const seen = serveProofs('on');
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Promote' }));
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await user.click(await within(dialog).findByRole('button', { name: 'Use an authentication code instead' }));
  await user.type(within(dialog).getByLabelText('Authentication code'), ' 123456 ');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText('Now a manager')).toBeInTheDocument();
  expect(seen.proofs).toEqual([{ code: '123456' }]);
});

it('asks once for calls refused at the same moment, and sends each again', async () => {
  const seen = serveProofs();
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={new QueryClient()}>
      <PromoteButton />
      <PromoteButton />
    </AppProviders>,
  );
  const [first, second] = screen.getAllByRole('button', { name: 'Promote' });
  await user.click(first);
  await user.click(second);
  await waitFor(() => expect(seen.promotions).toBe(2));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  await waitFor(() => expect(screen.getAllByText('Now a manager')).toHaveLength(2));
  expect(seen.proofs).toHaveLength(1);
});
