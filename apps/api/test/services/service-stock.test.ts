import { api, type ServiceListEntry } from '@shopdesk/contracts';
import { insertCredential, insertOrder, insertOrderItem, insertService, stockUp } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp({ STOCK_LOW_MINIMUM: '3', STOCK_LOW_DAYS: '7' });
const me = setupEmployee(t);

async function list(filters: Record<string, unknown> = {}): Promise<Map<string, ServiceListEntry['stock']>> {
  const res = await t.call(me, api.services.getServiceWithQuery, { query: { limit: 100, filters: JSON.stringify(filters) } });
  expect(res.statusCode).toBe(200);
  return new Map(res.json().data.documents.map((d: ServiceListEntry) => [d.name, d.stock]));
}

/** `units` ordered `daysAgo` days ago, in an order now `status`. */
async function sold(serviceId: string, units: number, daysAgo: number, status: 'completed' | 'pending' = 'completed') {
  const minutesAgo = daysAgo * 24 * 60;
  const orderId = await insertOrder(t.db, { status, minutesAgo });
  await insertOrderItem(t.db, orderId, serviceId, { quantity: units, minutesAgo });
}

beforeAll(async () => {
  // Plenty: 10 available; the used, archived and bad ones do not count.
  const plenty = await insertService(t.db, { name: 'Plenty VPN', serial: 1 });
  await stockUp(t.db, t.app.cipher, plenty, 10);
  await insertCredential(t.db, t.app.cipher, plenty, { isUsed: true });
  await insertCredential(t.db, t.app.cipher, plenty, { isActive: false });
  await insertCredential(t.db, t.app.cipher, plenty, { badReason: 'Broken' });
  // Under the minimum of 3.
  const few = await insertService(t.db, { name: 'Few VPN', serial: 2 });
  await stockUp(t.db, t.app.cipher, few, 2);
  // 10 left, but 60 units sold in the last 30 days: 2 a day, 7 days need 14.
  const busy = await insertService(t.db, { name: 'Busy VPN', serial: 3 });
  await stockUp(t.db, t.app.cipher, busy, 10);
  await sold(busy, 60, 5);
  // 10 left; 60 units sold, but 40 days ago: not recent demand.
  const calm = await insertService(t.db, { name: 'Calm VPN', serial: 4 });
  await stockUp(t.db, t.app.cipher, calm, 10);
  await sold(calm, 60, 40);
  // 10 left and 60 units in a pending order of today: demand the stock must meet soon.
  const awaited = await insertService(t.db, { name: 'Awaited VPN', serial: 7 });
  await stockUp(t.db, t.app.cipher, awaited, 10);
  await sold(awaited, 60, 0, 'pending');
  // Exactly 7 days' worth (30 units: 1 a day; 7 left): not low.
  const even = await insertService(t.db, { name: 'Even VPN', serial: 5 });
  await stockUp(t.db, t.app.cipher, even, 7);
  await sold(even, 30, 1);
  await insertService(t.db, { name: 'Card 10', type: 'dollar-card', serial: 6 });
});

it('answers each stock service its available count and whether it is low; null for manual services', async () => {
  expect(Object.fromEntries(await list())).toEqual({
    'Plenty VPN': { available: 10, low: false },
    'Few VPN': { available: 2, low: true },
    'Busy VPN': { available: 10, low: true },
    'Calm VPN': { available: 10, low: false },
    'Even VPN': { available: 7, low: false },
    'Card 10': null,
    'Awaited VPN': { available: 10, low: true },
  });
});

it('keeps only the low stock services with lowStock: true, and every one with false', async () => {
  expect([...(await list({ lowStock: true })).keys()]).toEqual(['Few VPN', 'Busy VPN', 'Awaited VPN']);
  expect([...(await list({ lowStock: 'true' })).keys()]).toEqual(['Few VPN', 'Busy VPN', 'Awaited VPN']);
  expect((await list({ lowStock: false })).size).toBe(7);
});

it('refuses a malformed lowStock filter with 400', async () => {
  const res = await t.call(me, api.services.getServiceWithQuery, { query: { filters: JSON.stringify({ lowStock: 'yes' }) } });
  expect(res.statusCode).toBe(400);
});
