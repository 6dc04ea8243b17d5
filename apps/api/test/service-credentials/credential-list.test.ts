import { api } from '@shopdesk/contracts';
import { insertService } from '../helpers/fixtures';
import { listing } from '../helpers/lists';
import { newCredential } from '../helpers/expected';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);
let vpn: string;
let card: string;
const ids: Record<string, string> = {};

async function insertCredential(service: string, userId: string | null, isActive = true, minutesAgo = 0) {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO service_credentials (service_id, user_id, password_enc, is_active, created_at)
     VALUES ($1, $2, 'v1:test:x:y:z', $3, now() - make_interval(mins => $4)) RETURNING id`,
    [service, userId, isActive, minutesAgo],
  );
  return rows[0].id;
}

beforeAll(async () => {
  vpn = await insertService(t.db, { name: 'List VPN' });
  card = await insertService(t.db, { name: 'List Card', type: 'dollar-card' });
  ids.a = await insertCredential(vpn, 'alice@vpn', true, 40);
  ids.b = await insertCredential(vpn, 'bob@vpn', true, 30);
  ids.c = await insertCredential(card, 'carol', true, 20);
  ids.d = await insertCredential(vpn, null, true, 10);
  ids.archived = await insertCredential(vpn, 'archived-user', false, 5);
});

const { list, idsOf } = listing(t, me, api.serviceCredentials.getServiceCredentialWithQuery);

it('lists active credentials, newest first, with the service name and no password', async () => {
  const page = await list();
  expect(page.documents.map((d) => d._id)).toEqual([ids.d, ids.c, ids.b, ids.a]);
  expect(page.documents[1]).toEqual(newCredential({ _id: ids.c, service: card, serviceName: 'List Card', userId: 'carol' }));
  expect(page.totalItems).toBe(4);
});

it('filters by service and by isActive', async () => {
  expect(await idsOf({ filters: JSON.stringify({ service: vpn }) })).toEqual([ids.d, ids.b, ids.a]);
  expect(await idsOf({ filters: JSON.stringify({ service: card, isActive: 'true' }) })).toEqual([ids.c]);
  expect(await idsOf({ filters: JSON.stringify({ isActive: false }) })).toEqual([ids.archived]);
});

it('searches the user id', async () => {
  expect(await idsOf({ search: '@VPN' })).toEqual([ids.b, ids.a]);
  expect(await idsOf({ search: 'carol', filters: JSON.stringify({ service: vpn }) })).toEqual([]);
});

it('pages with true totals', async () => {
  const page = await list({ limit: '3', currentPage: '2' });
  expect(page).toMatchObject({ totalItems: 4, totalPages: 2 });
  expect(page.documents.map((d) => d._id)).toEqual([ids.a]);
});

it('refuses a service filter that is not a uuid', async () => {
  const res = await t.call(me, api.serviceCredentials.getServiceCredentialWithQuery, {
    query: { filters: '{"service":"abc"}' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Invalid filters: service must match format "uuid"');
});

it('filters by isUsed, so the stock still to hand out can be counted', async () => {
  await t.db.query('UPDATE service_credentials SET is_used = true WHERE id = ANY($1)', [[ids.a, ids.c]]);
  try {
    expect((await idsOf({ filters: JSON.stringify({ isUsed: false }) })).sort()).toEqual([ids.b, ids.d].sort());
    expect((await idsOf({ filters: JSON.stringify({ isUsed: 'true' }) })).sort()).toEqual([ids.a, ids.c].sort());
    expect(await idsOf({ filters: JSON.stringify({ isUsed: false, service: card }) })).toEqual([]);
  } finally {
    await t.db.query('UPDATE service_credentials SET is_used = false');
  }
});

it('refuses an isUsed filter that is not yes or no', async () => {
  const res = await t.call(me, api.serviceCredentials.getServiceCredentialWithQuery, {
    query: { filters: JSON.stringify({ isUsed: 'maybe' }) },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/isUsed/);
});
