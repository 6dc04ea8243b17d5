import { api } from '@shopdesk/contracts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The client address the app records (the audit of a sign-in) under each TRUST_PROXY setting. */
async function signInIp(t: TestApp, forwardedFor: string): Promise<string | null> {
  const employee = await t.createEmployee();
  const res = await t.call(null, api.auth.login, {
    body: { email: employee.email, password: employee.password },
    headers: { 'x-forwarded-for': forwardedFor },
    ip: '10.0.0.2',
  });
  expect(res.statusCode).toBe(200);
  const { rows } = await t.db.query<{ ip: string | null }>("SELECT ip FROM audit_log WHERE actor_id = $1 AND action = 'auth.login'", [employee.id]);
  return rows[0].ip;
}

it.each([
  ['a hop count', '1', '203.0.113.7'],
  ['a hop count of two', '2', '198.51.100.3'],
  ["the proxy's address", '10.0.0.2', '203.0.113.7'],
  ["the proxy's range", '10.0.0.0/8', '203.0.113.7'],
  ['another address', '10.0.0.9', '10.0.0.2'],
  ['nothing', 'false', '10.0.0.2'],
])('with TRUST_PROXY set to %s takes the client address from the trusted proxies', async (_, setting, expected) => {
  const t = await buildTestApp({ TRUST_PROXY: setting });
  try {
    expect(await signInIp(t, '198.51.100.3, 203.0.113.7')).toBe(expected);
  } finally {
    await t.close();
  }
});
