import { api, type ServiceListEntry } from '@shopdesk/contracts';
import { seedOnFirstStart, type SeedResult } from '../../src/seed';
import { setupTestApp } from '../helpers/test-app';
import { PNG_SIGNATURE } from '../../src/seed/png';

const t = setupTestApp({ ADMIN_EMAIL: 'Owner@Shopdesk.test', ADMIN_PASSWORD: 'owner passphrase 1' });
let result: SeedResult;
const seed = () => seedOnFirstStart({ config: t.config, db: t.db, storage: t.app.storage, cipher: t.app.cipher });
const count = async (sql: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0].n;

beforeAll(async () => {
  result = await seed();
});

it('creates the first employee from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
  expect(result).toMatchObject({ seeded: true, admin: { email: 'owner@shopdesk.test' } });
  expect(result.admin?.generatedPassword).toBeUndefined();
  const login = await t.call(null, api.auth.login, { body: { email: 'owner@shopdesk.test', password: 'owner passphrase 1' } });
  expect(login.statusCode).toBe(200);
  expect(login.json().data.name).toBe('Admin');
});

it('loads services of both types, all three countries, with benefits and real logos', async () => {
  const { rows } = await t.db.query<{ type: string; country: string | null; is_active: boolean; logo: string; benefits: string[]; link_or_apk: string; link: string | null }>(
    'SELECT type, country, is_active, logo, benefits, link_or_apk, link FROM services',
  );
  expect(result.demo?.services).toBe(rows.length);
  expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['vpn', 'dollar-card']));
  expect(new Set(rows.filter((r) => r.type === 'vpn').map((r) => r.country))).toEqual(new Set(['uae', 'ksa', null]));
  expect(rows.filter((r) => r.type === 'dollar-card').every((r) => r.country === null)).toBe(true);
  expect(rows.some((r) => !r.is_active)).toBe(true);
  expect(new Set(rows.map((r) => r.link_or_apk))).toEqual(new Set(['link', 'apk']));
  for (const row of rows) {
    expect(row.benefits.length).toBeGreaterThan(0);
    expect(row.link === null).toBe(row.link_or_apk === 'apk');
    const logo = await t.inject(null, { method: 'GET', url: row.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  }
});

it('gives every service its delivery and its stock: two active VPNs visibly low, the others enough for their pending orders', async () => {
  const me = await t.createEmployee();
  const res = await t.call(me, api.services.getServiceWithQuery, { query: { limit: 100, filters: JSON.stringify({ isActive: true }) } });
  const services: ServiceListEntry[] = res.json().data.documents;
  for (const s of services) expect(s.delivery).toBe(s.type === 'vpn' ? 'stock' : 'manual');
  expect(services.filter((s) => s.type === 'dollar-card').every((s) => s.stock === null)).toBe(true);
  const low = services.filter((s) => s.stock?.low);
  expect(low.map((s) => s.stock?.available).sort()).toEqual([2, 4]);
  expect(low.every((s) => s.type === 'vpn')).toBe(true);

  const { rows } = await t.db.query<{ service_id: string; units: number }>(
    `SELECT i.service_id, sum(i.quantity)::int AS units FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.order_status = 'pending' GROUP BY i.service_id`,
  );
  for (const s of services.filter((s) => s.stock && !s.stock.low)) {
    expect(s.stock?.available).toBeGreaterThanOrEqual(rows.find((r) => r.service_id === s._id)?.units ?? 0);
  }
  expect(await count('service_credentials WHERE fingerprint IS NULL')).toBe(0);
});

it('loads used and available credentials, encrypted with the row id', async () => {
  const { rows } = await t.db.query<{ id: string; password_enc: string; is_used: boolean; is_active: boolean }>(
    'SELECT id, password_enc, is_used, is_active FROM service_credentials',
  );
  expect(rows.length).toBe(result.demo?.credentials);
  expect(rows.some((r) => r.is_used)).toBe(true);
  expect(rows.some((r) => !r.is_used && r.is_active)).toBe(true);
  expect(rows.some((r) => !r.is_active)).toBe(true);
  for (const row of rows) {
    expect(row.password_enc).toMatch(/^v1:test:/);
    expect(t.app.cipher.decrypt(row.password_enc, row.id)).toMatch(/^[A-Za-z0-9_-]{12}$/);
  }
});

it('loads setup guides of both types with their pictures', async () => {
  const { rows } = await t.db.query<{ type: string; image: string }>('SELECT type, image FROM service_setup_guides');
  expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['vpn', 'dollar-card']));
  for (const row of rows) expect((await t.inject(null, { method: 'GET', url: row.image })).statusCode).toBe(200);
});

it('loads about 300 orders over the last 90 days in every status, some without phone or transaction id', async () => {
  expect(await count('orders')).toBe(300);
  const statuses = await t.db.query<{ order_status: string; n: number }>('SELECT order_status, count(*)::int AS n FROM orders GROUP BY 1');
  expect(Object.fromEntries(statuses.rows.map((r) => [r.order_status, r.n > 0]))).toEqual({ pending: true, completed: true, cancelled: true });
  const spread = await t.db.query<{ oldest_days: number; newest_days: number }>(
    `SELECT extract(epoch FROM now() - min(created_at)) / 86400 AS oldest_days, extract(epoch FROM now() - max(created_at)) / 86400 AS newest_days FROM orders`,
  );
  expect(Number(spread.rows[0].oldest_days)).toBeGreaterThan(60);
  expect(Number(spread.rows[0].oldest_days)).toBeLessThanOrEqual(90);
  expect(Number(spread.rows[0].newest_days)).toBeLessThan(5);
  expect(await count('orders WHERE phone IS NULL')).toBeGreaterThan(0);
  expect(await count('orders WHERE transaction_id IS NULL')).toBeGreaterThan(0);
  expect(await count('orders WHERE phone IS NOT NULL AND transaction_id IS NOT NULL')).toBeGreaterThan(150);
  expect(await count('orders WHERE updated_at < created_at')).toBe(0);
});

it('gives every order items whose prices add up to its total', async () => {
  expect(await count('orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)')).toBe(0);
  const mismatched = await count(
    'orders o WHERE o.total_cents <> (SELECT sum(i.price_cents * i.quantity) FROM order_items i WHERE i.order_id = o.id)',
  );
  expect(mismatched).toBe(0);
  expect(await count('order_items')).toBe(result.demo?.orderItems);
});

it('does nothing on a database that already has employees', async () => {
  const before = { employees: await count('employees'), orders: await count('orders'), files: (await t.storedKeys()).length };
  expect(await seed()).toEqual({ seeded: false });
  expect({ employees: await count('employees'), orders: await count('orders'), files: (await t.storedKeys()).length }).toEqual(
    before,
  );
});
