import { api } from '@shopdesk/contracts';
import { auditRows, insertOrder } from '../../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../../helpers/test-app';

const t = setupTestApp();
const manager = setupEmployee(t, { level: 'manager', name: 'Maya Manager' });
const agent = setupEmployee(t, { level: 'agent' });

const watch = (body: Record<string, unknown>, who = manager) => t.call(who, api.watchList.addWatchListEntry, { body: { reason: 'Chargebacks', ...body } });
const reasonOf = async (id: string) => (await t.call(agent, api.orders.getSingleOrder, { params: { id } })).json().data.watchReason;
const listedReason = async (id: string) =>
  ((await t.call(agent, api.orders.getAllOrdersByStatus, { query: { search: id } })).json().data.documents as Array<{ _id: string; watchReason: string | null }>).find(
    (row) => row._id === id,
  )?.watchReason;

it('flags the pending orders an address, a domain or a transaction prefix matches, in any case, as soon as it is added', async () => {
  const byAddress = await insertOrder(t.db, { email: 'Fraud.Ster@Example.com' });
  const byDomain = await insertOrder(t.db, { email: 'someone@Stolen-Cards.test' });
  const byPrefix = await insertOrder(t.db, { transactionId: 'CHB-77-1', email: 'clean@example.org' });
  const clean = await insertOrder(t.db, { email: 'fine@example.org', transactionId: 'OK-1' });
  const done = await insertOrder(t.db, { email: 'fraud.ster@example.com', status: 'completed' });
  expect(await reasonOf(byAddress)).toBeNull();

  expect((await watch({ kind: 'email', value: ' FRAUD.ster@example.COM ', reason: 'Two chargebacks in May' })).statusCode).toBe(201);
  expect((await watch({ kind: 'domain', value: '@stolen-cards.TEST', reason: 'Card testing' })).statusCode).toBe(201);
  expect((await watch({ kind: 'transaction_prefix', value: 'chb-', reason: 'Chargeback batch' })).statusCode).toBe(201);

  expect(await reasonOf(byAddress)).toBe('Two chargebacks in May');
  expect(await listedReason(byAddress)).toBe('Two chargebacks in May');
  expect(await reasonOf(byDomain)).toBe('Card testing');
  expect(await reasonOf(byPrefix)).toBe('Chargeback batch');
  expect(await reasonOf(clean)).toBeNull();
  // Only pending orders are flagged: the queue is where it matters.
  expect(await reasonOf(done)).toBeNull();
  // The customer page says so, whatever the order's status.
  expect((await t.call(agent, api.orders.getCustomer, { query: { email: 'fraud.ster@example.com' } })).json().data.watchReason).toBe('Two chargebacks in May');
});

it('stops flagging when an entry expires or is removed; both the add and the removal are audited', async () => {
  const order = await insertOrder(t.db, { email: 'later@expiring.test' });
  const soon = new Date(Date.now() + 60_000).toISOString();
  const added = (await watch({ kind: 'domain', value: 'expiring.test', reason: 'For a minute', expiresAt: soon })).json().data;
  expect(added).toMatchObject({ kind: 'domain', value: 'expiring.test', expiresAt: soon, createdBy: { _id: manager.id, name: 'Maya Manager' } });
  expect(await reasonOf(order)).toBe('For a minute');
  await t.db.query("UPDATE watch_list_entries SET expires_at = now() - interval '1 second' WHERE id = $1", [added._id]);
  expect(await reasonOf(order)).toBeNull();

  const entry = (await watch({ kind: 'email', value: 'later@expiring.test', reason: 'Removed soon' })).json().data;
  expect(await reasonOf(order)).toBe('Removed soon');
  const removed = await t.call(manager, api.watchList.removeWatchListEntry, { params: { id: entry._id } });
  expect(removed.json()).toEqual({ data: null, message: 'Removed from the watch list' });
  expect(await reasonOf(order)).toBeNull();
  expect((await t.call(manager, api.watchList.removeWatchListEntry, { params: { id: entry._id } })).statusCode).toBe(404);
  expect((await auditRows(t.db, entry._id)).map((row) => [row.action, row.actor_id])).toEqual([
    ['watch_list.add', manager.id],
    ['watch_list.remove', manager.id],
  ]);
});

it('lists the entries newest first, searched by value or reason and filtered by kind', async () => {
  await watch({ kind: 'email', value: 'listed-one@example.net', reason: 'Alpha reason' });
  await watch({ kind: 'transaction_prefix', value: 'LST-', reason: 'Beta reason' });
  const page = async (query: Record<string, string>) =>
    ((await t.call(agent, api.watchList.getWatchList, { query })).json().data.documents as Array<{ value: string }>).map((row) => row.value);
  expect((await page({ search: 'reason' })).slice(0, 2)).toEqual(['lst-', 'listed-one@example.net']);
  expect(await page({ search: 'alpha' })).toEqual(['listed-one@example.net']);
  expect(await page({ search: 'reason', filters: JSON.stringify({ kind: 'transaction_prefix' }) })).toEqual(['lst-']);
});

it('refuses a second entry of one value, a value its kind cannot match, a past expiry, and agents', async () => {
  await watch({ kind: 'email', value: 'twice@example.net' });
  const again = await watch({ kind: 'email', value: 'TWICE@example.net' });
  expect(again.json()).toMatchObject({ statusCode: 409, message: 'This e-mail address is on the watch list already', details: [{ path: 'value' }] });
  for (const [body, field, message] of [
    [{ kind: 'email', value: 'not-an-address' }, 'value', 'An e-mail address to watch must be a whole address, like name@example.com'],
    [{ kind: 'domain', value: 'no spaces.com' }, 'value', 'An e-mail domain to watch must be a domain, like example.com'],
    [{ kind: 'email', value: 'past@example.net', expiresAt: '2020-01-01T00:00:00.000Z' }, 'expiresAt', 'The expiry must be in the future'],
  ] as const) {
    expect((await watch(body)).json()).toMatchObject({ statusCode: 400, message, details: [{ path: field }] });
  }
  for (const body of [{ kind: 'phone', value: 'x' }, { kind: 'email', value: 'a@b.co', reason: '' }, { kind: 'email', value: '' }]) {
    expect((await watch(body)).statusCode).toBe(400);
  }
  const refused = await watch({ kind: 'email', value: 'agent@example.net' }, agent);
  expect(refused.json()).toMatchObject({ statusCode: 403, message: 'Only managers and owners may change the watch list' });
});
