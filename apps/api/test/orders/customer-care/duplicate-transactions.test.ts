import { api, ERROR_CODES } from '@shopdesk/contracts';
import { insertOrder, insertService } from '../../helpers/fixtures';
import { onPostgresOnly } from '../../helpers/postgres-only';
import { setupEmployee, setupTestApp } from '../../helpers/test-app';
import { newKey, orderBody, sendOrder } from '../../storefront/storefront-helpers';

const t = setupTestApp();
const agent = setupEmployee(t, { level: 'agent' });
let key: string;
let service: string;
beforeAll(async () => {
  key = await newKey(t);
  service = await insertService(t.db, { name: 'Twice VPN' });
});

const single = async (id: string) => (await t.call(agent, api.orders.getSingleOrder, { params: { id } })).json().data;
const listed = async (search: string) =>
  (await t.call(agent, api.orders.getAllOrdersByStatus, { query: { search } })).json().data.documents as Array<{ _id: string; duplicateOf: string | null }>;

it("answers a second order of one payment with 409 and the first order's id, and makes none", async () => {
  const first = await sendOrder(t, key, orderBody([service], { transactionId: 'pay_dup_1', paymentMethod: 'Card' }));
  expect(first.statusCode).toBe(201);
  const firstId = first.json().data._id;
  const again = await sendOrder(t, key, orderBody([service], { transactionId: 'pay_dup_1', paymentMethod: 'Card', name: 'Callback twice' }));
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: ERROR_CODES.duplicateTransaction, orderId: firstId, details: [{ path: 'transactionId' }] });
  expect(again.json().message).toContain(firstId);
  const { rows } = await t.db.query("SELECT count(*)::int AS n FROM orders WHERE transaction_id = 'pay_dup_1'");
  expect(rows[0].n).toBe(1);
  // Another method's payment with the same id is another payment.
  expect((await sendOrder(t, key, orderBody([service], { transactionId: 'pay_dup_1', paymentMethod: 'PayPal' }))).statusCode).toBe(201);
});

it('makes the order when the storefront says so, and flags it in the list and the view', async () => {
  const first = (await sendOrder(t, key, orderBody([service], { transactionId: 'pay_dup_2', paymentMethod: 'Card' }))).json().data._id;
  const second = await sendOrder(t, key, orderBody([service], { transactionId: 'pay_dup_2', paymentMethod: 'Card', allowDuplicateTransaction: true }));
  expect(second.statusCode).toBe(201);
  const secondId = second.json().data._id;
  expect((await single(secondId)).duplicateOf).toBe(first);
  expect((await single(first)).duplicateOf).toBeNull();
  const rows = await listed('pay_dup_2');
  expect(rows.map((row) => [row._id, row.duplicateOf])).toEqual([
    [secondId, first],
    [first, null],
  ]);
});

it('flags the orders already in the shop that share a payment, each after the first', async () => {
  const a = await insertOrder(t.db, { transactionId: 'OLD-DUP', paymentMethod: 'card', minutesAgo: 30 });
  const b = await insertOrder(t.db, { transactionId: 'OLD-DUP', paymentMethod: 'card', minutesAgo: 20 });
  const c = await insertOrder(t.db, { transactionId: 'OLD-DUP', paymentMethod: 'card', minutesAgo: 10 });
  const other = await insertOrder(t.db, { transactionId: 'OLD-DUP', paymentMethod: 'crypto', minutesAgo: 5 });
  const none = await insertOrder(t.db, { transactionId: null, minutesAgo: 5 });
  expect(await Promise.all([a, b, c, other, none].map(async (id) => (await single(id)).duplicateOf))).toEqual([null, a, a, null, null]);
});

it('keeps a retry with the same Idempotency-Key a replay of the first answer, not a duplicate', async () => {
  const body = orderBody([service], { transactionId: 'pay_dup_3', paymentMethod: 'Card' });
  const first = await sendOrder(t, key, body, { 'Idempotency-Key': 'checkout-dup-3' });
  const retry = await sendOrder(t, key, body, { 'Idempotency-Key': 'checkout-dup-3' });
  expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
  expect(retry.json()).toEqual(first.json());
});

onPostgresOnly('two orders of one payment at once', () => {
  it('make one order: the other answers 409 naming it', async () => {
    const body = () => orderBody([service], { transactionId: 'pay_dup_race', paymentMethod: 'Card' });
    const answers = await Promise.all([sendOrder(t, key, body()), sendOrder(t, key, body()), sendOrder(t, key, body())]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const made = answers.find((r) => r.statusCode === 201)?.json().data._id;
    for (const refused of answers.filter((r) => r.statusCode === 409)) expect(refused.json().orderId).toBe(made);
  });
});
