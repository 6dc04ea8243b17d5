import { api } from '@shopdesk/contracts';
import { insertService } from '../helpers/fixtures';
import { png } from '../helpers/images';
import { setupTestApp, setupEmployee } from '../helpers/test-app';
import { serviceForm } from '../services/service-form';

/**
 * PostgreSQL cannot store NUL in text and fails the whole statement: every text input refuses
 * it with a 400 naming the field, whether it comes in a query, a path, a JSON body or a form.
 */
const t = setupTestApp();
const me = setupEmployee(t);

const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

function expectNulRefusal(res: { statusCode: number; json: () => unknown }, where: string, path: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: `Invalid ${where}: ${path} must not contain NUL characters`,
    details: [{ path, message: 'must not contain NUL characters' }],
  });
}

it('refuses %00 in a search', async () => {
  const res = await t.inject(me, { method: 'GET', url: `${api.services.getServiceWithQuery.path}?search=vpn%00` });
  expectNulRefusal(res, 'query', 'search');
});

it('refuses NUL in the JSON text of the filters', async () => {
  const res = await t.call(me, api.services.getServiceWithQuery, { query: { filters: '{"type":"vpn\\u0000"}' } });
  expectNulRefusal(res, 'filters', 'type');
});

it('refuses NUL in a path parameter', async () => {
  const res = await t.inject(null, { method: 'GET', url: api.auth.getEmailFromToken.path.replace(':token', 'a'.repeat(30) + '%00') });
  expectNulRefusal(res, 'path parameter', 'token');
});

it("refuses NUL in a credential's user id and writes nothing", async () => {
  const service = await insertService(t.db);
  const res = await t.call(me, api.serviceCredentials.createServiceCredential, { body: { service, userId: 'user\u0000name', password: 'pw' } });
  expectNulRefusal(res, 'body', 'userId');
  expect(await count('service_credentials')).toBe(0);
});

it('refuses NUL in a password at sign-in', async () => {
  const res = await t.call(null, api.auth.login, { body: { email: me.email, password: `${me.password}\u0000` } });
  expectNulRefusal(res, 'body', 'password');
});

it('refuses NUL in a JSON field name', async () => {
  const res = await t.call(me, api.serviceCredentials.createServiceCredential, { body: { 'user\u0000Id': 'x', password: 'pw' } });
  expectNulRefusal(res, 'body', 'user\u0000Id');
});

describe('a multipart form', () => {
  const create = (fields: Array<[string, string]>) =>
    t.call(me, api.services.createService, { form: { fields, files: [{ name: 'logo', filename: 'a.png', data: png() }] } });
  const uploads = () => t.storedKeys();

  it.each([
    ['a text field', serviceForm({ name: 'Fast\u0000VPN' }), 'name'],
    ['an entry of a list field', serviceForm({ 'benefits[]': ['No logs', 'Fast\u0000'] }), 'benefits.1'],
  ])('refuses NUL in %s, writing no row and no file', async (_, fields, path) => {
    const before = { rows: await count('services'), files: await uploads() };
    const res = await create(fields);
    expectNulRefusal(res, 'body', path);
    expect({ rows: await count('services'), files: await uploads() }).toEqual(before);
  });
});
