import { api, buildPath } from '@shopdesk/contracts';
import { insertOrder } from '../helpers/fixtures';
import { buildTestApp, type TestApp, type TestEmployee } from '../helpers/test-app';

/** A call takes the query fields and the body its contract names, and nothing else. */
let t: TestApp;
let me: TestEmployee;
beforeAll(async () => {
  t = await buildTestApp();
  me = await t.createEmployee();
});
afterAll(() => t.close());

it('refuses a query field on a call that takes no query', async () => {
  const res = await t.injectAs(me, { method: 'GET', url: api.employees.getMe.path, query: { foo: 'bar' } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', details: [{ path: 'foo', message: 'is not an allowed field' }] });
  expect((await t.injectAs(me, { method: 'GET', url: api.employees.getMe.path })).statusCode).toBe(200);
});

describe('a call that takes no body', () => {
  const cancel = (id: string, payload?: unknown) =>
    t.injectAs(me, { method: 'PATCH', url: buildPath(api.orders.cancelOrder.path, { id }), ...(payload === undefined ? {} : { payload: payload as object }) });

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
