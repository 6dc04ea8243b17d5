import { api, ORDER_NOTE_LIMITS, type TimelineEvent } from '@shopdesk/contracts';
import { fakeApi, fakeId, makeDelivery, makeOrder, serveOrders, testEmployee } from '@shopdesk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { QUEUED_EMAIL_POLL_MS } from '../api/order-timeline';
import { openOrderView, renderOrderList } from '../testing/order-view';

const AT = '2026-01-01T10:05:00.000Z';
const someone = { _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Omar Agent' };

type Served = ReturnType<typeof serveOrders>;

/** A completed order's view on its Timeline tab; `prepare` sets what the fake API holds before it is read. */
async function openTimeline(prepare: (served: Served, order: ReturnType<typeof makeOrder>) => void = () => undefined) {
  const order = makeOrder('completed', { email: 'lina@example.com' });
  const served = serveOrders([order], new Map([[order._id, 'Falcon VPN']]), new Map([[order._id, [makeDelivery('Falcon VPN')]]]));
  prepare(served, order);
  const rendered = renderOrderList('completed', { employee: testEmployee({ level: 'agent', name: 'Amina Yusuf' }) });
  const view = await openOrderView(rendered.user, 'completed');
  await rendered.user.click(within(view).getByRole('tab', { name: 'Timeline' }));
  const timeline = await within(view).findByRole('region', { name: 'Timeline' });
  return { order, served, view, timeline, ...rendered };
}

const entries = (timeline: HTMLElement) => within(timeline).queryAllByRole('listitem').map((item) => item.firstElementChild?.textContent);

it("tells the order's story newest first, saying who did what and how each e-mail went", async () => {
  const events: TimelineEvent[] = [
    { kind: 'status', at: AT, by: someone, from: 'pending', to: 'completed' },
    { kind: 'delivered', at: AT, service: 'Falcon VPN', userId: 'fa•••21' },
    { kind: 'email', at: AT, by: someone, emailKind: 'delivery', to: 'lina@exmaple.com', status: 'failed', sentAt: null, error: '550 mailbox unavailable' },
    { kind: 'email_changed', at: '2026-01-01T11:00:00.000Z', by: someone, from: 'lina@exmaple.com', to: 'lina@example.com' },
    { kind: 'email', at: '2026-01-01T11:00:00.000Z', by: someone, emailKind: 'resend', to: 'lina@example.com', status: 'sent', sentAt: '2026-01-01T11:00:05.000Z', error: null },
    { kind: 'refund', at: '2026-01-01T12:00:00.000Z', by: someone, amount: 5, reason: 'duplicate_payment', note: 'Charged twice' },
  ];
  const { timeline } = await openTimeline((served, order) => served.events.set(order._id, events));
  await waitFor(() =>
    expect(entries(timeline)).toEqual([
      'Refunded $5.00: Duplicate payment',
      'Delivery e-mail sent again to lina@example.com',
      'E-mail address corrected from lina@exmaple.com to lina@example.com',
      'Delivery e-mail to lina@exmaple.com',
      'Delivered the Falcon VPN credential (User ID fa•••21)',
      'Completed',
      'Order received from the storefront (Main site)',
    ]),
  );
  expect(within(timeline).getByText('Failed: 550 mailbox unavailable')).toBeInTheDocument();
  expect(within(timeline).getByText(/^Sent /)).toBeInTheDocument();
  expect(within(timeline).getByText('Charged twice')).toBeInTheDocument();
  expect(within(timeline).getAllByText(/Omar Agent/)).toHaveLength(5);
});

it('adds a note, which shows at the top, and lets its author edit it', async () => {
  const { user, timeline } = await openTimeline();
  await user.type(within(timeline).getByRole('textbox', { name: 'Add a note' }), 'Customer says it drops hourly');
  await user.click(within(timeline).getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Note added')).toBeInTheDocument();
  expect(fakeApi.lastCall(api.orders.addOrderNote)?.body).toEqual({ body: 'Customer says it drops hourly' });
  expect(within(timeline).getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  await waitFor(() => expect(entries(timeline)[0]).toBe('Note'));
  expect(within(timeline).getByText('Customer says it drops hourly')).toBeInTheDocument();

  await user.click(within(timeline).getByRole('button', { name: 'Edit note' }));
  const box = within(timeline).getByRole('textbox', { name: 'Edit the note' });
  await user.clear(box);
  await user.type(box, 'Drops every hour on Wi-Fi');
  await user.click(within(timeline).getByRole('button', { name: 'Save note' }));
  expect(await screen.findByText('Note saved')).toBeInTheDocument();
  await waitFor(() => expect(entries(timeline)[0]).toBe('Note (edited)'));
  expect(within(timeline).getByText('Drops every hour on Wi-Fi')).toBeInTheDocument();
});

it("offers no edit for a colleague's note or one past its window", async () => {
  const note = (author: { _id: string; name: string }, editableUntil: string) => ({
    _id: fakeId(),
    body: `By ${author.name}`,
    author,
    createdAt: AT,
    editedAt: null,
    editableUntil,
  });
  const me = { _id: testEmployee()._id, name: 'Amina Yusuf' };
  const { timeline } = await openTimeline((served, order) =>
    served.notes.set(order._id, [note(someone, '2999-01-01T00:00:00.000Z'), note(me, '2026-01-01T10:15:00.000Z')]),
  );
  expect(await within(timeline).findByText(`By ${someone.name}`)).toBeInTheDocument();
  expect(within(timeline).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
});

it('refuses an empty note or one over the limit before sending', async () => {
  const { user, timeline } = await openTimeline();
  await user.click(within(timeline).getByRole('button', { name: 'Add note' }));
  expect(await within(timeline).findByText('Note is required')).toBeInTheDocument();
  await user.click(within(timeline).getByRole('textbox', { name: 'Add a note' }));
  await user.paste('x'.repeat(ORDER_NOTE_LIMITS.maxLength + 1));
  await user.click(within(timeline).getByRole('button', { name: 'Add note' }));
  expect(await within(timeline).findByText('Note must be at most 2,000 characters')).toBeInTheDocument();
  expect(fakeApi.callsTo(api.orders.addOrderNote)).toEqual([]);
});

it('follows a queued e-mail until it is sent, without a reload', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const email = (status: 'pending' | 'sent'): TimelineEvent => ({
      kind: 'email', at: AT, by: someone, emailKind: 'delivery', to: 'lina@example.com', status, sentAt: status === 'sent' ? AT : null, error: null,
    });
    let held!: Served;
    let orderId = '';
    const { timeline } = await openTimeline((served, order) => {
      served.events.set(order._id, [email('pending')]);
      held = served;
      orderId = order._id;
    });
    expect(await within(timeline).findByText('Queued')).toBeInTheDocument();
    held.events.set(orderId, [email('sent')]);
    await act(async () => {
      jest.advanceTimersByTime(QUEUED_EMAIL_POLL_MS);
    });
    expect(await within(timeline).findByText(/^Sent /)).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
