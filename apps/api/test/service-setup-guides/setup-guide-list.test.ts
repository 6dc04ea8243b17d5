import { api } from '@shopdesk/contracts';
import { insertSetupGuide } from '../helpers/fixtures';
import { listing } from '../helpers/lists';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);
const ids: Record<string, string> = {};

beforeAll(async () => {
  ids.vpn12 = await insertSetupGuide(t.db, { type: 'vpn', serial: 12 });
  ids.vpn2 = await insertSetupGuide(t.db, { type: 'vpn', serial: 2 });
  ids.card1 = await insertSetupGuide(t.db, { type: 'dollar-card', serial: 1 });
  ids.card21 = await insertSetupGuide(t.db, { type: 'dollar-card', serial: 21 });
  ids.archived = await insertSetupGuide(t.db, { type: 'vpn', serial: 3, isActive: false });
});

const { list, idsOf } = listing(t, me, api.serviceSetupGuides.getServiceSetupGuideWithQuery);

it('lists active guides by serial', async () => {
  expect(await idsOf()).toEqual([ids.card1, ids.vpn2, ids.vpn12, ids.card21]);
});

it('filters by type and isActive', async () => {
  expect(await idsOf({ filters: '{"type":"vpn"}' })).toEqual([ids.vpn2, ids.vpn12]);
  expect(await idsOf({ filters: '{"isActive":false}' })).toEqual([ids.archived]);
  expect(await idsOf({ filters: '{"isActive":"false","type":"dollar-card"}' })).toEqual([]);
});

it('searches the serial as text', async () => {
  expect(await idsOf({ search: '2' })).toEqual([ids.vpn2, ids.vpn12, ids.card21]);
  expect(await idsOf({ search: '12' })).toEqual([ids.vpn12]);
  expect(await idsOf({ search: 'x' })).toEqual([]);
});

it('pages with true totals', async () => {
  const page = await list({ limit: '3', currentPage: '2' });
  expect(page).toMatchObject({ totalItems: 4, totalPages: 2 });
  expect(page.documents.map((d) => d._id)).toEqual([ids.card21]);
});
