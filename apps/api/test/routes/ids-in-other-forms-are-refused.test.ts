import { randomUUID } from 'node:crypto';
import { allCalls, api, buildPath, type CallDef } from '@shopdesk/contracts';
import { insertOrder, insertService } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

/**
 * An id is a UUID written plainly (either case). Its other spellings, `urn:uuid:...` (which the
 * uuid format alone lets through) and `{...}`, are refused by the schema, naming the field,
 * before any statement runs: the database would refuse the first and take the second.
 */
const t = setupTestApp();
const me = setupEmployee(t);

const uuid = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';
const OTHER_FORMS = [`urn:uuid:${uuid}`, `{${uuid}}`, `${uuid.replace(/-/g, '')}`];
const callsWithId = allCalls.filter((call) => call.path.includes(':id'));

const invalid = (where: string, path: string) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: `Invalid ${where}: ${path} must match format "uuid"`,
  details: [{ path, message: 'must match format "uuid"' }],
});

it.each(callsWithId.flatMap((call) => OTHER_FORMS.map((id) => [`${call.method} ${call.path}`, id, call] as const)))(
  '%s refuses the id %s with a 400 naming it',
  async (_, id, call: CallDef) => {
    const res = await t.inject(me, { method: call.method, url: buildPath(call.path, { id }) });
    expect(res.json()).toEqual(invalid('path parameter', 'id'));
  },
);

it('accepts an id in upper case', async () => {
  const id = await insertOrder(t.db);
  const res = await t.call(me, api.orders.getSingleOrder, { params: { id: id.toUpperCase() } });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.order._id).toBe(id);
});

it.each(OTHER_FORMS)('refuses the id %s in a JSON body, writing nothing', async (form) => {
  const service = await insertService(t.db);
  const res = await t.call(me, api.serviceCredentials.createServiceCredential, {
    body: { service: form.replace(uuid, service), password: 'pw' },
  });
  expect(res.json()).toEqual(invalid('body', 'service'));
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_credentials');
  expect(rows[0].n).toBe(0);
});

it('refuses the id urn:uuid:... in the filters of a list', async () => {
  const res = await t.call(me, api.serviceCredentials.getServiceCredentialWithQuery, {
    query: { filters: JSON.stringify({ service: `urn:uuid:${randomUUID()}` }) },
  });
  expect(res.json()).toEqual(invalid('filters', 'service'));
});
