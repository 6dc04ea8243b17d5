import { api } from '@shopdesk/contracts';
import { insertService } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';
import { serviceForm } from './service-form';

const t = setupTestApp();
const me = setupEmployee(t);

let n = 0;
const create = (overrides: Record<string, string | null>) =>
  t.call(me, api.services.createService, { form: { fields: serviceForm({ name: `Delivery ${++n}`, ...overrides }) } });
const update = (id: string, overrides: Record<string, string | null>) =>
  t.call(me, api.services.updateService, { params: { id }, form: { fields: serviceForm({ name: `Delivery ${++n}`, ...overrides }) } });

it.each([
  ['vpn', 'stock', { country: 'uae' }],
  ['dollar-card', 'manual', { country: null }],
] as const)('gives a new %s service its type default delivery (%s) when the form leaves it out', async (type, delivery, extra) => {
  const res = await create({ type, ...extra });
  expect(res.statusCode).toBe(201);
  expect(res.json().data.delivery).toBe(delivery);
});

it('stores the delivery the form chooses', async () => {
  const res = await create({ type: 'vpn', delivery: 'manual' });
  expect(res.statusCode).toBe(201);
  expect(res.json().data.delivery).toBe('manual');
  const { rows } = await t.db.query('SELECT delivery FROM services WHERE id = $1', [res.json().data._id]);
  expect(rows[0]).toEqual({ delivery: 'manual' });
});

it('keeps the stored delivery on update when the form leaves it out, and changes it when given', async () => {
  const id = await insertService(t.db, { type: 'vpn', delivery: 'manual' });
  const kept = await update(id, { type: 'vpn' });
  expect(kept.statusCode).toBe(200);
  expect(kept.json().data.delivery).toBe('manual');
  const changed = await update(id, { type: 'vpn', delivery: 'stock' });
  expect(changed.json().data.delivery).toBe('stock');
});

it('refuses an unknown delivery with 400', async () => {
  const res = await create({ delivery: 'pigeon' });
  expect(res.statusCode).toBe(400);
});
