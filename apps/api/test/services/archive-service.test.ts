import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { auditRows, insertService } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const archive = (id: string, payload: unknown) =>
  t.call(me, api.services.archiveService, { params: { id }, body: payload });
const getService = (id: string) => t.call(me, api.services.getSingleService, { params: { id } });

it('archives and restores a service, auditing each change', async () => {
  const id = await insertService(t.db, { name: 'Archivable' });
  const archived = await archive(id, { isActive: false });
  expect(archived.statusCode).toBe(200);
  expect(archived.json().data).toMatchObject({ _id: id, isActive: false });
  const restored = await archive(id, { isActive: true });
  expect(restored.json().data).toMatchObject({ _id: id, isActive: true });
  expect(await auditRows(t.db, id)).toEqual([
    expect.objectContaining({ actor_id: me.id, action: 'service.archive', entity: 'service', before: { isActive: true }, after: { isActive: false } }),
    expect.objectContaining({ action: 'service.unarchive', before: { isActive: false }, after: { isActive: true } }),
  ]);
});

it('answers 404 for an unknown service', async () => {
  const res = await archive(randomUUID(), { isActive: false });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('Service not found');
});

it.each([
  ['no isActive', {}],
  ['isActive as text', { isActive: 'false' }],
  ['an unknown field', { isActive: false, name: 'x' }],
])('refuses a body with %s', async (_, payload) => {
  const id = await insertService(t.db);
  const res = await archive(id, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/^Invalid body/);
});

describe('getSingleService', () => {
  it('answers the service', async () => {
    const id = await insertService(t.db, { name: 'Single', priceCents: 250, serial: 4, country: 'ksa', logo: '/uploads/x.png' });
    const res = await getService(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: id,
      name: 'Single',
      type: 'vpn',
      country: 'ksa',
      price: 2.5,
      logo: '/uploads/x.png',
      shortDescription: '',
      benefits: ['Fast'],
      linkOrApk: 'link',
      link: 'https://example.com',
      isActive: true,
      serial: 4,
      slug: 'single',
      delivery: 'stock',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers 404 for an unknown service and 400 for a malformed id', async () => {
    expect((await getService(randomUUID())).statusCode).toBe(404);
    expect((await getService('1')).statusCode).toBe(400);
  });
});
