import { api } from '@shopdesk/contracts';
import { fakeApi, fakeId, makeCredential, makeDelivery, makeOrder, serveOrders } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import { exactDateTime } from '../../../lib/created-at';
import { detailsOf, openOrderView, renderOrderList } from '../testing/order-view';

const REPLACED_AT = '2026-01-02T09:00:00.000Z';

/** The 'Delivered credentials' section of the open order view, and its entries in order. */
function deliveredSection(dialog: HTMLElement) {
  const section = within(dialog).getByRole('region', { name: 'Delivered credentials' });
  return { section, entries: within(section).getAllByRole('listitem') };
}

describe('delivered credentials in the order view', () => {
  it('lists each delivery: service, user id or N/A, masked password and how its e-mail went', async () => {
    const order = makeOrder('completed');
    const sent = makeDelivery('Falcon VPN');
    const queued = makeDelivery('Falcon VPN', { credential: { _id: fakeId(), userId: null }, email: { status: 'pending', sentAt: null } });
    const failed = makeDelivery('Eagle VPN', { email: { status: 'failed', sentAt: null } });
    serveOrders([order], new Map([[order._id, 'Falcon VPN']]), new Map([[order._id, [sent, queued, failed]]]));
    const { user } = renderOrderList('completed');

    const dialog = await openOrderView(user, 'completed');
    await within(dialog).findByRole('heading', { name: 'Delivered credentials' });
    const { entries } = deliveredSection(dialog);

    expect(entries.map(detailsOf)).toEqual([
      { Service: 'Falcon VPN', 'User ID': sent.credential.userId, Password: '••••••••Show password', 'E-mail': `Sent ${exactDateTime(sent.email?.sentAt as string)}` },
      { Service: 'Falcon VPN', 'User ID': 'N/A', Password: '••••••••Show password', 'E-mail': 'Queued' },
      { Service: 'Eagle VPN', 'User ID': failed.credential.userId, Password: '••••••••Show password', 'E-mail': 'Failed' },
    ]);
    for (const entry of entries) {
      expect(within(entry).getByRole('button', { name: 'Replace credential' })).toBeInTheDocument();
    }
    // Nothing is read until the employee asks: each read is audited.
    expect(fakeApi.callsTo(api.serviceCredentials.getSingleServiceCredential)).toEqual([]);
  });

  it("reveals a delivery's password through the credential read, and hides it again", async () => {
    const order = makeOrder('completed');
    const delivery = makeDelivery('Falcon VPN');
    serveOrders([order], new Map(), new Map([[order._id, [delivery]]]));
    fakeApi.on(api.serviceCredentials.getSingleServiceCredential, ({ params }) =>
      makeCredential({ _id: delivery.service._id, name: 'Falcon VPN' }, { _id: params.id, password: 'S3cret!', isUsed: true }),
    );
    const { user } = renderOrderList('completed');

    const dialog = await openOrderView(user, 'completed');
    await within(dialog).findByRole('heading', { name: 'Delivered credentials' });
    const { entries } = deliveredSection(dialog);
    await user.click(within(entries[0]).getByRole('button', { name: 'Show password' }));

    expect(await within(entries[0]).findByText('S3cret!')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.serviceCredentials.getSingleServiceCredential)?.params.id).toBe(delivery.credential._id);
    await user.click(within(entries[0]).getByRole('button', { name: 'Hide password' }));
    expect(within(entries[0]).queryByText('S3cret!')).not.toBeInTheDocument();
  });

  it('shows a replaced delivery muted with when and why, and no Replace button for it', async () => {
    const order = makeOrder('completed');
    const replaced = makeDelivery('Falcon VPN', { replacedAt: REPLACED_AT, replaceReason: 'Customer could not sign in' });
    const current = makeDelivery('Falcon VPN');
    serveOrders([order], new Map(), new Map([[order._id, [replaced, current]]]));
    const { user } = renderOrderList('completed');

    const dialog = await openOrderView(user, 'completed');
    await within(dialog).findByRole('heading', { name: 'Delivered credentials' });
    const [old, now] = deliveredSection(dialog).entries;

    expect(within(old).getByText(`Replaced ${exactDateTime(REPLACED_AT)}: Customer could not sign in`)).toBeInTheDocument();
    // Muted: the theme's muted text colour, where a current one has the text colour.
    expect(getComputedStyle(old).color).not.toBe(getComputedStyle(now).color);
    expect(within(old).queryByRole('button', { name: 'Replace credential' })).not.toBeInTheDocument();
    expect(within(now).queryByText(/^Replaced/)).not.toBeInTheDocument();
    expect(within(now).getByRole('button', { name: 'Replace credential' })).toBeInTheDocument();
  });

  it('offers no replacement for an order that is not completed', async () => {
    const order = makeOrder('cancelled');
    serveOrders([order], new Map(), new Map([[order._id, [makeDelivery('Falcon VPN')]]]));
    const { user } = renderOrderList('cancelled');

    const dialog = await openOrderView(user, 'cancelled');
    await within(dialog).findByRole('heading', { name: 'Delivered credentials' });
    expect(within(dialog).queryByRole('button', { name: 'Replace credential' })).not.toBeInTheDocument();
  });

  it('has no section for an order nothing was delivered for (a manual service)', async () => {
    const order = makeOrder('completed');
    serveOrders([order], new Map([[order._id, 'Dollar Card $25']]));
    const { user } = renderOrderList('completed');

    const dialog = await openOrderView(user, 'completed');
    await within(dialog).findByText(order.email);
    expect(within(dialog).queryByText('Delivered credentials')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
  });
});
