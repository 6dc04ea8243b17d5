import { api, REPLACE_REASON_MAX_LENGTH } from '@shopdesk/contracts';
import { fakeApi, makeDelivery, makeOrder, serveOrders } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { openOrderView, renderOrderList } from '../testing/order-view';

/** A completed order with one current delivery, its view open and the replace form asked for. */
async function openReplace() {
  const order = makeOrder('completed');
  const delivery = makeDelivery('Falcon VPN');
  const served = serveOrders([order], new Map([[order._id, 'Falcon VPN']]), new Map([[order._id, [delivery]]]));
  const { user } = renderOrderList('completed');
  const view = await openOrderView(user, 'completed');
  await user.click(await within(view).findByRole('button', { name: 'Replace credential' }));
  const form = screen.getByRole('dialog', { name: 'Replace credential' });
  return { order, delivery, served, user, view, form };
}

const entriesOf = (view: HTMLElement) =>
  within(within(view).getByRole('region', { name: 'Delivered credentials' })).getAllByRole('listitem');

describe('replacing a delivered credential', () => {
  it('asks for a reason, replaces, says so, and the view shows the old one replaced beside the new one', async () => {
    const { delivery, user, view, form } = await openReplace();
    expect(form).toHaveTextContent(`The Falcon VPN credential (User ID ${delivery.credential.userId}) is marked bad`);
    const ordersRead = fakeApi.callsTo(api.orders.getSingleOrder).length;

    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Customer could not sign in');
    await user.click(within(form).getByRole('button', { name: 'Replace' }));

    expect(await screen.findByText('Credential replaced')).toBeInTheDocument();
    const call = fakeApi.lastCall(api.orders.replaceDeliveredCredential);
    expect(call?.params.id).toBe(delivery._id);
    expect(call?.body).toEqual({ reason: 'Customer could not sign in' });
    expect(screen.queryByRole('dialog', { name: 'Replace credential' })).not.toBeInTheDocument();

    expect(fakeApi.callsTo(api.orders.getSingleOrder).length).toBeGreaterThan(ordersRead);
    const [old, replacement] = entriesOf(view);
    expect(within(old).getByText(/^Replaced .*: Customer could not sign in$/)).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: 'Replace credential' })).not.toBeInTheDocument();
    expect(within(replacement).getByText('Queued')).toBeInTheDocument();
    expect(within(replacement).getByRole('button', { name: 'Replace credential' })).toBeInTheDocument();
    // The button that opened the form went with the old delivery: focus stays in the view, on the section.
    expect(within(view).getByRole('heading', { name: 'Delivered credentials' })).toHaveFocus();
  });

  it("says 'Reason is required' and sends nothing without a reason (spaces are none)", async () => {
    const { user, form } = await openReplace();
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Replace' }));

    expect(await within(form).findByText('Reason is required')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.orders.replaceDeliveredCredential)).toEqual([]);
  });

  it('refuses a reason longer than the API takes', async () => {
    const { user, form } = await openReplace();
    const reason = within(form).getByRole('textbox', { name: 'Reason' });
    await user.click(reason);
    await user.paste('x'.repeat(REPLACE_REASON_MAX_LENGTH + 1));
    await user.click(within(form).getByRole('button', { name: 'Replace' }));

    expect(await within(form).findByText(`Reason must be at most ${REPLACE_REASON_MAX_LENGTH} characters`)).toBeInTheDocument();
    expect(fakeApi.callsTo(api.orders.replaceDeliveredCredential)).toEqual([]);
  });

  it("shows the API's message when the stock is out, keeps the reason as typed, and the view reads the order again", async () => {
    const { user, form } = await openReplace();
    fakeApi.fail(api.orders.replaceDeliveredCredential, 409, 'Not enough credentials in stock for Falcon VPN: 1 needed, 0 available');
    const ordersRead = fakeApi.callsTo(api.orders.getSingleOrder).length;

    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Wrong password');
    await user.click(within(form).getByRole('button', { name: 'Replace' }));

    expect(await screen.findByText('Not enough credentials in stock for Falcon VPN: 1 needed, 0 available')).toBeInTheDocument();
    expect(screen.queryByText('Credential replaced')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Replace credential' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveValue('Wrong password');
    await waitFor(() => expect(fakeApi.callsTo(api.orders.getSingleOrder).length).toBeGreaterThan(ordersRead));
  });

  it('closes on Cancel and sends nothing', async () => {
    const { user, view, form } = await openReplace();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Replace credential' })).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.orders.replaceDeliveredCredential)).toEqual([]);
    expect(within(view).getByRole('button', { name: 'Replace credential' })).toHaveFocus();
  });
});
