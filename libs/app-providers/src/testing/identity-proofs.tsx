import { callApi } from '@shopdesk/api-client';
import { replaceTransport, type TransportReply, type TransportRequest } from '@shopdesk/api-client/testing';
import { api, buildPath, ERROR_CODES, type CallDef } from '@shopdesk/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { AppProviders } from '../app-providers';

/** A page with a call that needs a fresh proof of identity, and an API that asks for one (the dialog's specs). */

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
export function PromoteButton() {
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
export function serveProofs(security: 'off' | 'on' = 'off') {
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

/** AppProviders around a Promote button, as a page would have them. */
export const renderPage = () =>
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PromoteButton />
    </AppProviders>,
  );
