import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { auditRows, insertService } from '../helpers/fixtures';
import { newCredential, NOT_SINGLE_LINE } from '../helpers/expected';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);
let vpn: string;
let card: string;
beforeAll(async () => {
  vpn = await insertService(t.db, { name: 'Writes VPN' });
  card = await insertService(t.db, { name: 'Writes Card', type: 'dollar-card' });
});

const create = (payload: unknown) =>
  t.call(me, api.serviceCredentials.createServiceCredential, { body: payload });
const update = (id: string, payload: unknown) =>
  t.call(me, api.serviceCredentials.updateServiceCredential, { params: { id }, body: payload });
const archive = (id: string, payload: unknown) =>
  t.call(me, api.serviceCredentials.archiveServiceCredential, { params: { id }, body: payload });
const credentialCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_credentials')).rows[0].n;

describe('create', () => {
  it('creates a credential and audits it without the password', async () => {
    const res = await create({ service: vpn, userId: ' alice ', password: 'pw-1' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual(newCredential({ _id: expect.any(String), service: vpn, serviceName: 'Writes VPN', userId: 'alice' }));
    expect(await auditRows(t.db, data._id)).toEqual([
      expect.objectContaining({ actor_id: me.id, action: 'credential.create', entity: 'credential', after: { service: vpn, userId: 'alice' } }),
    ]);
  });

  it('stores a blank or missing user id as none', async () => {
    expect((await create({ service: vpn, password: 'pw' })).json().data.userId).toBeNull();
    expect((await create({ service: vpn, userId: '  ', password: 'pw' })).json().data.userId).toBeNull();
  });

  it('takes a user id in any script, with accents and emoji', async () => {
    const res = await create({ service: vpn, userId: 'زهرا\u200C 😀 José', password: 'pw' });
    expect([res.statusCode, res.json().data.userId]).toEqual([201, 'زهرا\u200C 😀 José']);
  });

  it('answers 404 when the service does not exist', async () => {
    const before = await credentialCount();
    const res = await create({ service: randomUUID(), password: 'pw' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Service not found');
    expect(await credentialCount()).toBe(before);
  });

  it.each([
    ['no password', { service: 'S' }, 'Invalid body: password is required'],
    ['an empty password', { service: 'S', password: '' }, 'Invalid body: password must NOT have fewer than 1 characters'],
    ['no service', { password: 'pw' }, 'Invalid body: service is required'],
    ['a service that is not a uuid', { service: 'abc', password: 'pw' }, 'Invalid body: service must match format "uuid"'],
    ['a numeric password', { service: 'S', password: 1234 }, 'Invalid body: password must be string'],
    ['an unknown field', { service: 'S', password: 'pw', isUsed: true }, 'Invalid body: isUsed is not an allowed field'],
    ['a user id over 200 characters', { service: 'S', password: 'pw', userId: 'u'.repeat(201) }, 'Invalid body: userId must NOT have more than 200 characters'],
    ['a line break in the user id', { service: 'S', password: 'pw', userId: 'ali\nbob' }, `Invalid body: userId ${NOT_SINGLE_LINE}`],
    ['a bidi isolate in the user id', { service: 'S', password: 'pw', userId: '\u2067ali\u2069' }, `Invalid body: userId ${NOT_SINGLE_LINE}`],
  ])('refuses %s', async (_, payload, message) => {
    const before = await credentialCount();
    const res = await create(Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, v === 'S' ? vpn : v])));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await credentialCount()).toBe(before);
  });
});

describe('update', () => {
  it('moves a credential to another service and changes its user id, audited', async () => {
    const { _id } = (await create({ service: vpn, userId: 'old', password: 'pw' })).json().data;
    const res = await update(_id, { service: card, userId: 'new', password: 'pw2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id, service: card, serviceName: 'Writes Card', userId: 'new' });
    const audit = await auditRows(t.db, _id);
    expect(audit[1]).toMatchObject({
      action: 'credential.update',
      before: { service: vpn, userId: 'old' },
      after: { service: card, userId: 'new' },
    });
  });

  it('answers 404 for an unknown credential or service', async () => {
    const { _id } = (await create({ service: vpn, password: 'pw' })).json().data;
    const unknownCredential = await update(randomUUID(), { service: vpn, password: 'pw' });
    expect(unknownCredential.statusCode).toBe(404);
    expect(unknownCredential.json().message).toBe('Service credential not found');
    const unknownService = await update(_id, { service: randomUUID(), password: 'pw' });
    expect(unknownService.statusCode).toBe(404);
    expect(unknownService.json().message).toBe('Service not found');
  });

  it('refuses a body without a password and a malformed id', async () => {
    const { _id } = (await create({ service: vpn, password: 'pw' })).json().data;
    expect((await update(_id, { service: vpn })).statusCode).toBe(400);
    expect((await update('x', { service: vpn, password: 'pw' })).statusCode).toBe(400);
  });
});

describe('archive', () => {
  it('archives and restores a credential, audited', async () => {
    const { _id } = (await create({ service: vpn, password: 'pw' })).json().data;
    const archived = await archive(_id, { isActive: false });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ _id, isActive: false, serviceName: 'Writes VPN' });
    expect((await archive(_id, { isActive: true })).json().data.isActive).toBe(true);
    expect((await auditRows(t.db, _id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['credential.create', null, { service: vpn, userId: null }],
      ['credential.archive', { isActive: true }, { isActive: false }],
      ['credential.unarchive', { isActive: false }, { isActive: true }],
    ]);
  });

  it('answers 404 for an unknown credential and 400 for a bad body', async () => {
    expect((await archive(randomUUID(), { isActive: false })).statusCode).toBe(404);
    const { _id } = (await create({ service: vpn, password: 'pw' })).json().data;
    expect((await archive(_id, { isActive: 'no' })).statusCode).toBe(400);
    expect((await archive(_id, {})).statusCode).toBe(400);
  });
});

describe('getSingleServiceCredential', () => {
  it('answers 404 for an unknown credential and 400 for a malformed id', async () => {
    const get = (id: string) => t.call(me, api.serviceCredentials.getSingleServiceCredential, { params: { id } });
    const res = await get(randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Service credential not found');
    expect((await get('x')).statusCode).toBe(400);
  });
});
