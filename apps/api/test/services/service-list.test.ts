import { api } from '@shopdesk/contracts';
import { insertService } from '../helpers/fixtures';
import { listing } from '../helpers/lists';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);
const ids: Record<string, string> = {};

beforeAll(async () => {
  ids.zeta = await insertService(t.db, { name: 'Zeta VPN', serial: 1 });
  ids.alpha = await insertService(t.db, { name: 'Alpha VPN', serial: 1 });
  ids.beta = await insertService(t.db, { name: 'Beta VPN', serial: 0 });
  ids.card = await insertService(t.db, { name: 'Card Ten', type: 'dollar-card', serial: 2, slug: 'card-ten' });
  ids.old = await insertService(t.db, { name: 'Old VPN', serial: 0, isActive: false });
  ids.oldCard = await insertService(t.db, { name: 'Old Card', type: 'dollar-card', serial: 0, isActive: false });
});

const { list, idsOf } = listing(t, me, api.services.getServiceWithQuery);

it('lists active services by default, by serial then name', async () => {
  expect(await idsOf()).toEqual([ids.beta, ids.alpha, ids.zeta, ids.card]);
});

it('lists archived services with isActive false, as a boolean or as text', async () => {
  expect(await idsOf({ filters: '{"isActive":false}' })).toEqual([ids.oldCard, ids.old]);
  expect(await idsOf({ filters: '{"isActive":"false"}' })).toEqual([ids.oldCard, ids.old]);
  expect(await idsOf({ filters: '{"isActive":"true","type":"vpn"}' })).toEqual([ids.beta, ids.alpha, ids.zeta]);
});

it('filters by type', async () => {
  expect(await idsOf({ filters: '{"type":"dollar-card"}' })).toEqual([ids.card]);
  expect(await idsOf({ filters: '{"type":"dollar-card","isActive":false}' })).toEqual([ids.oldCard]);
});

it('searches name and slug, case-insensitively', async () => {
  expect(await idsOf({ search: 'vpn' })).toEqual([ids.beta, ids.alpha, ids.zeta]);
  expect(await idsOf({ search: 'ALPHA' })).toEqual([ids.alpha]);
  expect(await idsOf({ search: 'card-ten' })).toEqual([ids.card]);
  expect(await idsOf({ search: '   ' })).toHaveLength(4);
  expect(await idsOf({ search: 'nothing like it' })).toEqual([]);
});

it('pages with true totals', async () => {
  const first = await list({ limit: '3' });
  const second = await list({ limit: '3', currentPage: '2' });
  expect(first).toMatchObject({ totalItems: 4, totalPages: 2 });
  expect(first.documents.map((d) => d._id)).toEqual([ids.beta, ids.alpha, ids.zeta]);
  expect(second.documents.map((d) => d._id)).toEqual([ids.card]);
});

it('refuses a type outside the allowed ones', async () => {
  const res = await t.call(me, api.services.getServiceWithQuery, { query: { filters: '{"type":"gift"}' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Invalid filters: type must be one of "vpn", "dollar-card"');
});
