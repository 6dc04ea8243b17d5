import { api } from '@shopdesk/contracts';
import { insertOrder } from '../helpers/fixtures';
import { png } from '../helpers/images';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

/** A call takes the query fields and the body its contract names, and nothing else. */
const t = setupTestApp();
const me = setupEmployee(t);

it('refuses a query field on a call that takes no query', async () => {
  const res = await t.call(me, api.employees.getMe, { query: { foo: 'bar' } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', details: [{ path: 'foo', message: 'is not an allowed field' }] });
  expect((await t.call(me, api.employees.getMe)).statusCode).toBe(200);
});

describe('a call that takes no body', () => {
  const cancel = (id: string, payload?: unknown) =>
    t.call(me, api.orders.cancelOrder, { params: { id }, body: payload });

  it.each([
    ['a JSON object with fields', { orderStatus: 'cancelled' }],
    ['a JSON array', ['cancelled']],
  ])('refuses %s with a 400 and changes nothing', async (_, payload) => {
    const id = await insertOrder(t.db);
    const res = await cancel(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid body: this call takes no body',
      details: [{ path: '(root)', message: 'is not allowed' }],
    });
    const { rows } = await t.db.query('SELECT order_status FROM orders WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ order_status: 'pending' });
  });

  it.each([
    ['no body', undefined],
    ['an empty JSON object', {}],
  ])('accepts %s', async (_, payload) => {
    const res = await cancel(await insertOrder(t.db), payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.orderStatus).toBe('cancelled');
  });
});

it('refuses a JSON body over 64 KB with 413, naming the JSON limit (not the upload one)', async () => {
  const res = await t.call(me, api.serviceCredentials.createServiceCredential, {
    body: { service: '00000000-0000-4000-8000-000000000000', password: 'x'.repeat(70 * 1024) },
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The body is too large (at most 64 KB)' });
});

describe('a multipart form', () => {
  it('has its text fields validated like a JSON body: 400 with the field in the details, nothing written', async () => {
    const res = await t.call(me, api.serviceSetupGuides.createServiceSetupGuide, {
      form: { fields: [['type', 'vpn'], ['serial', 'first']], files: [{ name: 'image', filename: 'a.png', data: png() }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid body: serial must be integer',
      details: [{ path: 'serial', message: 'must be integer' }],
    });
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_setup_guides');
    expect(rows[0].n).toBe(0);
  });

  it('reaches the handler with its fields converted to the schema types', async () => {
    const res = await t.call(me, api.serviceSetupGuides.createServiceSetupGuide, {
      form: { fields: [['type', 'dollar-card'], ['serial', ' 42 ']], files: [{ name: 'image', filename: 'a.png', data: png() }] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'dollar-card', serial: 42 });
  });
});
