import { allCalls, api, buildPath } from '@shopdesk/contracts';
import { CROSS_ORIGIN_METHODS } from '../../src/plugins/external/cors';
import { insertOrder } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

/**
 * A page on an origin in CORS_ORIGINS calls the API as a browser does: a preflight (OPTIONS) for
 * any call that is not a simple GET or POST, then the call itself, whose answer it may read only
 * with Access-Control-Allow-Origin.
 */
const SHOP = 'https://admin.shop.example';
const t = setupTestApp({ CORS_ORIGINS: `${SHOP},https://other.example` });
const me = setupEmployee(t);

const preflight = (url: string, method: string, origin = SHOP) =>
  t.inject(null, {
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
  });

it('allows every method of the contract in the preflight, PATCH included', () => {
  expect(CROSS_ORIGIN_METHODS).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH']));
  for (const call of allCalls) expect(CROSS_ORIGIN_METHODS).toContain(call.method);
});

it('drives a PATCH from an allowed origin: the preflight passes and the answer is readable there', async () => {
  const orderId = await insertOrder(t.db);
  const url = buildPath(api.orders.changeOrderStatus.path, { id: orderId });

  const allowed = await preflight(url, 'PATCH');
  expect(allowed.statusCode).toBe(204);
  expect(allowed.headers['access-control-allow-origin']).toBe(SHOP);
  expect(String(allowed.headers['access-control-allow-methods']).split(/, */)).toContain('PATCH');
  expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toBe('authorization,content-type');

  const res = await t.inject(me, { method: 'PATCH', url, headers: { origin: SHOP }, payload: { orderStatus: 'completed' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['access-control-allow-origin']).toBe(SHOP);
  expect(res.json().data).toMatchObject({ _id: orderId, orderStatus: 'completed' });
});

it('gives an origin not in CORS_ORIGINS no Access-Control-Allow-Origin, so its browser refuses the call', async () => {
  const url = buildPath(api.orders.changeOrderStatus.path, { id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' });
  const refused = await preflight(url, 'PATCH', 'https://evil.example');
  expect(refused.headers['access-control-allow-origin']).toBeUndefined();
});
