import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { auditRows } from '../helpers/fixtures';
import { jpeg, png } from '../helpers/images';
import type { FieldPairs, FilePart } from '../helpers/multipart';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const calls = api.serviceSetupGuides;
const image = (data = png()): FilePart => ({ name: 'image', filename: 'guide.png', contentType: 'image/png', data });
const create = (fields: FieldPairs, files: FilePart[] = [image()]) =>
  t.call(me, calls.createServiceSetupGuide, { form: { fields, files } });
const update = (id: string, fields: FieldPairs, files: FilePart[] = []) =>
  t.call(me, calls.updateServiceSetupGuide, { params: { id }, form: { fields, files } });
const archive = (id: string, payload: unknown) =>
  t.call(me, calls.archiveServiceSetupGuide, { params: { id }, body: payload });
const get = (id: string) => t.call(me, calls.getSingleServiceSetupGuide, { params: { id } });
const uploaded = () => t.storedKeys();
const isStored = async (path: string) => (await t.storedFile(path)) !== null;
const guideCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_setup_guides')).rows[0].n;

describe('create', () => {
  it('creates a guide with its image and audits it', async () => {
    const res = await create([['type', 'dollar-card'], ['serial', '7']]);
    expect(res.statusCode).toBe(201);
    const guide = res.json().data;
    expect(guide).toEqual({
      _id: expect.any(String),
      type: 'dollar-card',
      image: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
      serial: 7,
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await isStored(guide.image)).toBe(true);
    expect((await get(guide._id)).json().data).toEqual(guide);
    expect(await auditRows(t.db, guide._id)).toEqual([
      expect.objectContaining({ actor_id: me.id, action: 'setup_guide.create', entity: 'setup_guide', after: expect.objectContaining({ serial: 7 }) }),
    ]);
  });

  it('answers 400 Image is required without an image', async () => {
    const before = await guideCount();
    const res = await create([['type', 'vpn'], ['serial', '1']], []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Image is required');
    expect(await guideCount()).toBe(before);
  });

  it.each([
    ['no serial', [['type', 'vpn']], 'Invalid body: serial is required'],
    ['a serial that is not a number', [['type', 'vpn'], ['serial', 'first']], 'Invalid body: serial must be integer'],
    ['a negative serial', [['type', 'vpn'], ['serial', '-1']], 'Invalid body: serial must be >= 0'],
    ['no type', [['serial', '1']], 'Invalid body: type is required'],
    ['an unknown type', [['type', 'dollarCard'], ['serial', '1']], 'Invalid body: type must be one of "vpn", "dollar-card"'],
    ['an unknown field', [['type', 'vpn'], ['serial', '1'], ['isActive', 'false']], 'Invalid body: isActive is not an allowed field'],
  ] as Array<[string, FieldPairs, string]>)('refuses %s and keeps no file', async (_, fields, message) => {
    const files = await uploaded();
    const res = await create(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await uploaded()).toEqual(files);
  });
});

describe('update', () => {
  it('changes type and serial and keeps the image when none is sent', async () => {
    const created = (await create([['type', 'vpn'], ['serial', '1']])).json().data;
    const res = await update(created._id, [['type', 'dollar-card'], ['serial', '2']]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: created._id, type: 'dollar-card', serial: 2, image: created.image });
    expect((await auditRows(t.db, created._id)).map((a) => a.action)).toEqual(['setup_guide.create', 'setup_guide.update']);
  });

  it('replaces the image and removes the old file', async () => {
    const created = (await create([['type', 'vpn'], ['serial', '1']])).json().data;
    const res = await update(created._id, [['type', 'vpn'], ['serial', '1']], [{ name: 'image', filename: 'new.jpg', data: jpeg() }]);
    expect(res.statusCode).toBe(200);
    const { image: newImage } = res.json().data;
    expect(newImage).toMatch(/\.jpg$/);
    expect(await isStored(newImage)).toBe(true);
    expect(await isStored(created.image)).toBe(false);
  });

  it('answers 404 for an unknown guide and keeps no file', async () => {
    const files = await uploaded();
    const res = await update(randomUUID(), [['type', 'vpn'], ['serial', '1']], [image()]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Service setup guide not found');
    expect(await uploaded()).toEqual(files);
  });

  it('refuses a missing serial', async () => {
    const created = (await create([['type', 'vpn'], ['serial', '1']])).json().data;
    const res = await update(created._id, [['type', 'vpn']]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid body: serial is required');
  });
});

describe('archive and single', () => {
  it('archives and restores a guide, audited', async () => {
    const created = (await create([['type', 'vpn'], ['serial', '1']])).json().data;
    const res = await archive(created._id, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: created._id, isActive: false });
    expect((await archive(created._id, { isActive: true })).json().data.isActive).toBe(true);
    expect((await auditRows(t.db, created._id)).map((a) => a.action)).toEqual([
      'setup_guide.create',
      'setup_guide.archive',
      'setup_guide.unarchive',
    ]);
  });

  it('answers 404 for unknown guides and 400 for bad input', async () => {
    expect((await archive(randomUUID(), { isActive: false })).statusCode).toBe(404);
    expect((await get(randomUUID())).statusCode).toBe(404);
    expect((await get('x')).statusCode).toBe(400);
    const created = (await create([['type', 'vpn'], ['serial', '1']])).json().data;
    expect((await archive(created._id, { isActive: 1 })).statusCode).toBe(400);
  });
});
