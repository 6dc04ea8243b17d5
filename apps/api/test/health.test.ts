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

it('is alive whatever else holds, and ready with the database up and every migration of this release applied', async () => {
  expect((await t.call(null, api.system.getLiveness)).json()).toEqual({ status: 'ok' });
  const ready = await t.call(null, api.system.getReadiness);
  expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', database: 'up', migrations: 'applied' }]);
});

it("is not ready while a migration of this release is missing, and ready with a newer release's applied too", async () => {
  await t.db.query("INSERT INTO schema_migrations (version) VALUES ('999_a_newer_release.sql')");
  expect((await t.call(null, api.system.getReadiness)).statusCode).toBe(200);

  await t.db.query("DELETE FROM schema_migrations WHERE version = '026_orders_vacuumed_sooner.sql'");
  const ready = await t.call(null, api.system.getReadiness);
  expect([ready.statusCode, ready.json().message]).toEqual([503, 'Not ready: 1 migration of this release not applied (026_orders_vacuumed_sooner.sql first)']);
  expect((await t.call(null, api.system.getLiveness)).statusCode).toBe(200);
});

it('is not ready once shutting down, while it still serves', async () => {
  t.app.lifecycle.draining = true;
  try {
    const ready = await t.call(null, api.system.getReadiness);
    expect([ready.statusCode, ready.json().message]).toEqual([503, 'Not ready: shutting down']);
    expect((await t.call(null, api.system.getHealth)).statusCode).toBe(200);
  } finally {
    t.app.lifecycle.draining = false;
  }
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
