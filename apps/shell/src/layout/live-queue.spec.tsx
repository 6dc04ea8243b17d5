import { api } from '@shopdesk/contracts';
import { fakeApi } from '@shopdesk/testing';
import { act, waitFor } from '@testing-library/react';
import { renderShell, signIn, signOut } from '../testing/render-shell';

jest.mock('@shopdesk/api-client', () => ({
  ...jest.requireActual('@shopdesk/api-client'),
  getMe: jest.fn(() => new Promise(() => undefined)),
}));

const counts = (pending: number) => ({ orders: [{ orderStatus: 'pending' as const, count: pending }] });

beforeEach(signOut);

describe('the live queue in the shell', () => {
  it('puts the pending orders before the tab title while signed in, and takes them away on signing out', async () => {
    fakeApi.on(api.orders.getAllOrdersCountByStatus, counts(3));
    signIn();
    renderShell('/main/dashboard');
    await waitFor(() => expect(document.title).toMatch(/^\(3\) /));
    act(signOut);
    await waitFor(() => expect(document.title).not.toMatch(/^\(\d+\)/));
  });

  it('asks for no counts while nobody is signed in', () => {
    renderShell('/auth/login');
    expect(fakeApi.callsTo(api.orders.getAllOrdersCountByStatus)).toHaveLength(0);
  });
});
