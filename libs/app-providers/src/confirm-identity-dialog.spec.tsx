import { callApi } from '@shopdesk/api-client';
import { replaceTransport, testEmployee, type TransportReply, type TransportRequest } from '@shopdesk/api-client/testing';
import { api, buildPath, ERROR_CODES, type CallDef } from '@shopdesk/contracts';
import { clearSession, setEmployee } from '@shopdesk/session';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProviders } from './app-providers';

const ID = '0b6c7c1e-3f7a-4d0e-9a57-7a6d3f7c2b10';
const promoted = {
  _id: ID,
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  level: 'manager',
  isActive: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};
const REAUTH_REQUIRED: TransportReply = {
  status: 403,
  body: { statusCode: 403, error: 'Forbidden', message: "Confirm it's you: this needs your password again", code: ERROR_CODES.reauthRequired },
};
const WRONG_PASSWORD: TransportReply = {
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message: 'This is not your current password', details: [{ path: 'password', message: 'This is not your current password' }] },
};

/** A control that makes a call needing a fresh proof, and says how it ended. */
function PromoteButton() {
  const [outcome, setOutcome] = useState('');
  const promote = () =>
    callApi(api.employees.changeEmployeeLevel, { params: { id: ID }, body: { level: 'manager' } }).then(
      (employee) => setOutcome(`Now a ${employee.level}`),
      (error: Error) => setOutcome(`Refused: ${error.message}`),
    );
  return (
    <>
      <button onClick={() => void promote()}>Promote</button>
      <p role="status">{outcome}</p>
    </>
  );
}

const is = (request: TransportRequest, call: CallDef, params?: Record<string, string>) =>
  request.method.toUpperCase() === call.method && request.url === buildPath(call.path, params);

/** The API, asking for a proof until one is given; answers the requests it saw, by call. */
function serveProofs(security: 'off' | 'on' = 'off') {
  let proven = false;
  const seen = { promotions: 0, proofs: [] as unknown[] };
  replaceTransport((request) => {
    if (is(request, api.employees.changeEmployeeLevel, { id: ID })) {
      seen.promotions += 1;
      return proven ? { status: 200, body: { data: promoted } } : REAUTH_REQUIRED;
    }
    if (is(request, api.account.getMySecurity)) {
      return { status: 200, body: { data: { totp: security, recoveryCodesLeft: security === 'on' ? 10 : 0, passkeys: [], twoFactorSetup: null } } };
    }
    if (is(request, api.account.confirmIdentity)) {
      const body = JSON.parse(String(request.data)) as { password?: string };
      seen.proofs.push(body);
      if (body.password !== undefined && body.password !== 'correct horse') return WRONG_PASSWORD;
      proven = true;
      return { status: 200, body: { data: null, message: "Thanks: you won't be asked again for a while" } };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url}` } };
  });
  return seen;
}

const renderPage = () =>
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PromoteButton />
    </AppProviders>,
  );

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
