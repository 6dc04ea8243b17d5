import { api, API_DOCS } from '@shopdesk/contracts';
import { setupTestApp } from './helpers/test-app';

const t = setupTestApp();

it('answers health with the database up', async () => {
  const res = await t.call(null, api.system.getHealth);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['strict-transport-security']).toContain('max-age=');
});

it('answers an unknown route with a 404 error body', async () => {
  const res = await t.inject(null, { method: 'GET', url: '/api/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

it('serves the OpenAPI document generated from the contract', async () => {
  const res = await t.inject(null, { method: 'GET', url: `${API_DOCS}/json` });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toContain(api.system.getHealth.path);
});
