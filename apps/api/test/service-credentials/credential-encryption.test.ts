import { api } from '@shopdesk/contracts';
import { auditRows, insertService } from '../helpers/fixtures';
import { newCredential } from '../helpers/expected';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);
let serviceId: string;
beforeAll(async () => {
  serviceId = await insertService(t.db, { name: 'Secret VPN' });
});

const SECRET = 'hunter2-very-secret';

async function createCredential(password = SECRET) {
  const res = await t.call(me, api.serviceCredentials.createServiceCredential, {
    body: { service: serviceId, userId: 'user-1', password },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string };
}
const storedPassword = async (id: string) =>
  (await t.db.query<{ password_enc: string }>('SELECT password_enc FROM service_credentials WHERE id = $1', [id])).rows[0].password_enc;
const reveal = (id: string) => t.call(me, api.serviceCredentials.getSingleServiceCredential, { params: { id } });

it('stores the password encrypted, bound to the row id', async () => {
  const { _id } = await createCredential();
  const stored = await storedPassword(_id);
  expect(stored).not.toContain(SECRET);
  expect(stored).toMatch(/^v1:test:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
  expect(t.app.cipher.decrypt(stored, _id)).toBe(SECRET);
  const other = await createCredential();
  expect(() => t.app.cipher.decrypt(stored, other._id)).toThrow();
});

it('encrypts the same password differently each time', async () => {
  const a = await createCredential('same-password');
  const b = await createCredential('same-password');
  expect(await storedPassword(a._id)).not.toBe(await storedPassword(b._id));
});

it('reveals the decrypted password with Cache-Control no-store and audits the reveal', async () => {
  const { _id } = await createCredential();
  const res = await reveal(_id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json().data).toEqual(newCredential({ _id, service: serviceId, serviceName: 'Secret VPN', userId: 'user-1', password: SECRET }));
  await reveal(_id);
  const audit = await auditRows(t.db, _id);
  expect(audit.map((a) => a.action)).toEqual(['credential.create', 'credential.reveal', 'credential.reveal']);
  expect(audit[1]).toMatchObject({ actor_id: me.id, entity: 'credential' });
  expect(JSON.stringify(audit)).not.toContain(SECRET);
});

it('re-encrypts a changed password', async () => {
  const { _id } = await createCredential();
  const before = await storedPassword(_id);
  const res = await t.call(me, api.serviceCredentials.updateServiceCredential, {
    params: { id: _id },
    body: { service: serviceId, password: 'a-new-password' },
  });
  expect(res.statusCode).toBe(200);
  const after = await storedPassword(_id);
  expect(after).not.toBe(before);
  expect(after).not.toContain('a-new-password');
  expect((await reveal(_id)).json().data.password).toBe('a-new-password');
  expect(JSON.stringify(await auditRows(t.db, _id))).not.toContain('a-new-password');
});

it('never answers a password from create, update, archive or list', async () => {
  const { _id } = await createCredential();
  const answers = [
    await t.call(me, api.serviceCredentials.getServiceCredentialWithQuery),
    await t.call(me, api.serviceCredentials.updateServiceCredential, {
      params: { id: _id },
      body: { service: serviceId, password: SECRET },
    }),
    await t.call(me, api.serviceCredentials.archiveServiceCredential, { params: { id: _id }, body: { isActive: false } }),
  ];
  for (const res of answers) {
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('password');
  }
});
