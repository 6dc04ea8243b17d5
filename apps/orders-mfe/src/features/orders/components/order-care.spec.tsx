import { api } from '@shopdesk/contracts';
import { fakeApi, makeDelivery, makeOrder, serveOrders, testEmployee } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { detailsOf, openOrderView, renderOrderList } from '../testing/order-view';

/** A completed $20 order with one current delivery, its view open, as an employee of `level`. */
async function openCompleted(level: 'agent' | 'manager' | 'owner' = 'manager') {
  const order = makeOrder('completed', { total: 20, email: 'lina@exmaple.com' });
  const delivery = makeDelivery('Falcon VPN');
  const served = serveOrders([order], new Map([[order._id, 'Falcon VPN']]), new Map([[order._id, [delivery]]]));
  const { user } = renderOrderList('completed', { employee: testEmployee({ level }) });
  const view = await openOrderView(user, 'completed');
  await within(view).findByRole('region', { name: 'Delivered credentials' });
  return { order, delivery, served, user, view };
}

describe('refunding an order', () => {
  it('refunds a part with a reason, then the view says how much of the total is refunded', async () => {
    const { order, user, view } = await openCompleted();
    await user.click(within(view).getByRole('button', { name: 'Refund' }));
    const form = screen.getByRole('dialog', { name: 'Refund order' });
    expect(form).toHaveTextContent('$0.00 of $20.00 refunded so far; $20.00 left.');
    const amount = within(form).getByRole('spinbutton', { name: 'Amount ($)' });
    expect(amount).toHaveValue(20);
    await user.clear(amount);
    await user.type(amount, '7.5');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Not working');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Order refunded')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.orders.refundOrder)).toMatchObject({ params: { id: order._id }, body: { amount: 7.5, reason: 'not_working' } });
    await waitFor(() => expect(detailsOf(view).Refunds).toBe('Refunded $7.50 of $20.00'));
  });

  it('refuses more than is left, a part of a cent, and Other without a note, before sending', async () => {
    const { user, view } = await openCompleted();
    await user.click(within(view).getByRole('button', { name: 'Refund' }));
    const form = screen.getByRole('dialog', { name: 'Refund order' });
    const amount = within(form).getByRole('spinbutton', { name: 'Amount ($)' });
    await user.clear(amount);
    await user.type(amount, '20.01');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('At most $20.00 is left to refund')).toBeInTheDocument();
    expect(within(form).getByText('Say why in the note when the reason is Other')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.005');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('Amount must be in whole cents')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.orders.refundOrder)).toEqual([]);
  });

  it("says the API's refusal when a colleague refunded meanwhile, and keeps the form", async () => {
    const { user, view } = await openCompleted();
    fakeApi.fail(api.orders.refundOrder, 409, 'At most $5.00 is left to refund', [{ path: 'amount', message: 'At most $5.00 is left to refund' }]);
    await user.click(within(view).getByRole('button', { name: 'Refund' }));
    const form = screen.getByRole('dialog', { name: 'Refund order' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Customer request');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await screen.findAllByText('At most $5.00 is left to refund')).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Refund order' })).toBeInTheDocument();
  });

  it('shows Refund to managers and owners only, and Resend e-mail to every level', async () => {
    const { view } = await openCompleted('agent');
    expect(within(view).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Resend e-mail' })).toBeInTheDocument();
  });

  it('marks the credentials of an order refunded in full revoked, and offers neither replace nor resend', async () => {
    const { user, view } = await openCompleted();
    await user.click(within(view).getByRole('button', { name: 'Refund' }));
    const form = screen.getByRole('dialog', { name: 'Refund order' });
    expect(form).toHaveTextContent('A refund of all that is left revokes the delivered credentials');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Fraud');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(view).findByText(/^Revoked .* \(order refunded in full\): disable it at the provider$/)).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Replace credential' })).not.toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Resend e-mail' })).not.toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});

describe('resending the delivery e-mail', () => {
  it('sends to a corrected address, which the view then shows', async () => {
    const { order, user, view } = await openCompleted('agent');
    await user.click(within(view).getByRole('button', { name: 'Resend e-mail' }));
    const form = screen.getByRole('dialog', { name: 'Resend e-mail' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('lina@exmaple.com');
    await user.clear(email);
    await user.type(email, 'lina@example.com');
    await user.click(within(form).getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('E-mail queued again')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.orders.resendDelivery)).toMatchObject({ params: { id: order._id }, body: { email: 'lina@example.com' } });
    await waitFor(() => expect(detailsOf(view).Email).toBe('lina@example.com'));
  });

  it("sends to the order's address without naming it, and says the limit's refusal", async () => {
    const { user, view } = await openCompleted();
    await user.click(within(view).getByRole('button', { name: 'Resend e-mail' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Resend e-mail' })).getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('E-mail queued again')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.orders.resendDelivery)?.body).toEqual({});

    fakeApi.fail(api.orders.resendDelivery, 429, "This order's e-mail was sent again 5 times in the last hour: try again in 12 minutes");
    await user.click(within(view).getByRole('button', { name: 'Resend e-mail' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Resend e-mail' })).getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText("This order's e-mail was sent again 5 times in the last hour: try again in 12 minutes")).toBeInTheDocument();
  });
});

describe('a possible duplicate', () => {
  const original = makeOrder('completed', { transactionId: 'PAY-TWICE', paymentMethod: 'card', createdAt: '2026-01-01T10:00:00.000Z' });
  const twice = makeOrder('pending', { transactionId: 'PAY-TWICE', paymentMethod: 'card', createdAt: '2026-01-01T10:01:00.000Z' });

  it('is flagged in the list and the view, naming the earlier order of the same payment', async () => {
    serveOrders([twice, original, makeOrder('pending', { transactionId: 'PAY-TWICE', paymentMethod: 'paypal' })]);
    const { user } = renderOrderList('pending');
    const flags = await screen.findAllByText(/^Possible duplicate of /);
    expect(flags.map((flag) => flag.textContent)).toEqual([`Possible duplicate of ${original._id.slice(0, 10)}...`]);
    await user.click(within(flags[0].closest('tr') as HTMLElement).getByRole('button', { name: 'View' }));
    const view = screen.getByRole('dialog', { name: 'View Order' });
    expect(await within(view).findByRole('note')).toHaveTextContent(`Possible duplicate of ${original._id}: an earlier order has the same payment`);
  });

  it('asks before it is completed, saying so', async () => {
    serveOrders([twice, original]);
    const { user } = renderOrderList('pending');
    const row = (await screen.findByText(/^Possible duplicate of /)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Complete order' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent(`Possible duplicate of ${original._id} (the same payment method and transaction id). Complete it anyway?`);
    await user.click(within(confirm).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
  });
});
