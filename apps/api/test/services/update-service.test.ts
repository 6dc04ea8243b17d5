import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { auditRows } from '../helpers/fixtures';
import { jpeg, png } from '../helpers/images';
import type { FilePart } from '../helpers/multipart';
import { setupTestApp, setupEmployee } from '../helpers/test-app';
import { serviceForm } from './service-form';

const t = setupTestApp();
const me = setupEmployee(t);

const create = async (fields: Array<[string, string]>, files: FilePart[] = []) => {
  const res = await t.call(me, api.services.createService, { form: { fields, files } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
};
const update = (id: string, fields: Array<[string, string]>, files: FilePart[] = []) =>
  t.call(me, api.services.updateService, { params: { id }, form: { fields, files } });
const isStored = async (path: string) => (await t.storedKeys()).includes(path.replace('/uploads/', ''));

it('replaces every field, re-derives the slug and keeps the logo when none is sent', async () => {
  const created = await create(serviceForm({ name: 'Old Name' }), [{ name: 'logo', filename: 'a.png', data: png() }]);
  const res = await update(
    created._id,
    serviceForm({ name: 'New Name', type: 'dollar-card', country: '', price: '7', serial: '9', linkOrApk: 'apk', 'benefits[]': ['Only one'] }),
  );
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({
    _id: created._id,
    name: 'New Name',
    slug: 'new-name',
    type: 'dollar-card',
    country: null,
    price: 7,
    serial: 9,
    linkOrApk: 'apk',
    link: null,
    benefits: ['Only one'],
    logo: created.logo,
    createdAt: created.createdAt,
  });
  expect(await isStored(created.logo)).toBe(true);
  const audit = await auditRows(t.db, created._id);
  expect(audit.map((a) => a.action)).toEqual(['service.create', 'service.update']);
  expect(audit[1]).toMatchObject({
    actor_id: me.id,
    before: expect.objectContaining({ name: 'Old Name', slug: 'old-name' }),
    after: expect.objectContaining({ name: 'New Name', slug: 'new-name' }),
  });
});

it('replaces the logo with a new one and removes the old file', async () => {
  const created = await create(serviceForm({ name: 'Logo Swap' }), [{ name: 'logo', filename: 'a.png', data: png() }]);
  const res = await update(created._id, serviceForm({ name: 'Logo Swap' }), [{ name: 'logo', filename: 'b.jpg', data: jpeg() }]);
  expect(res.statusCode).toBe(200);
  const logo: string = res.json().data.logo;
  expect(logo).toMatch(/\.jpg$/);
  expect(await isStored(logo)).toBe(true);
  expect(await isStored(created.logo)).toBe(false);
});

it('answers 409 at the slug field when the new name takes another service slug, keeping both the old logo and no new file', async () => {
  await create(serviceForm({ name: 'First One' }));
  const second = await create(serviceForm({ name: 'Second One' }), [{ name: 'logo', filename: 'a.png', data: png() }]);
  const res = await update(second._id, serviceForm({ name: 'first one' }), [{ name: 'logo', filename: 'b.png', data: png(3, 3) }]);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    message: 'A service with this slug already exists',
    details: [{ path: 'slug', message: 'A service with this slug already exists' }],
  });
  const { rows } = await t.db.query('SELECT name, logo FROM services WHERE id = $1', [second._id]);
  expect(rows[0]).toEqual({ name: 'Second One', logo: second.logo });
  expect(await isStored(second.logo)).toBe(true);
});

it('keeps its own slug when the name is unchanged', async () => {
  const created = await create(serviceForm({ name: 'Stable' }));
  const res = await update(created._id, serviceForm({ name: 'Stable', price: '99.99' }));
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ slug: 'stable', price: 99.99 });
});

it('answers 404 for an unknown service and keeps no file', async () => {
  const files = await t.storedKeys();
  const res = await update(randomUUID(), serviceForm({ name: 'Ghost' }), [{ name: 'logo', filename: 'a.png', data: png() }]);
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('Service not found');
  expect(await t.storedKeys()).toEqual(files);
});

it('refuses invalid fields with 400 and changes nothing', async () => {
  const created = await create(serviceForm({ name: 'Untouched' }));
  const res = await update(created._id, serviceForm({ name: 'Untouched', linkOrApk: 'link', link: '' }));
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Link is required');
  const again = await t.call(me, api.services.getSingleService, { params: { id: created._id } });
  expect(again.json().data).toEqual(created);
});

it('answers 400 for a malformed id', async () => {
  const res = await update('nope', serviceForm());
  expect(res.statusCode).toBe(400);
});
