import { allCalls, type CallDef } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { newToken } from '../src/lib/tokens';
import { setupTestApp } from './helpers/test-app';

const t = setupTestApp();

const protectedCalls = allCalls.filter((call) => call.access === 'protected');

/** The call with every path parameter a random UUID; the body does not matter before authentication. */
const request = (call: CallDef, authorization?: string) =>
  t.call(null, call, {
    params: Object.fromEntries([...call.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [name, randomUUID()])),
    headers: authorization ? { authorization } : {},
    body: call.method === 'GET' ? undefined : {},
  });

async function expectEvery401(authorization: string | undefined) {
  for (const call of protectedCalls) {
    const res = await request(call, authorization);
    expect({ call: `${call.method} ${call.path}`, status: res.statusCode, error: res.json().error }).toEqual({
      call: `${call.method} ${call.path}`,
      status: 401,
      error: 'Unauthorized',
    });
  }
}

it('covers every protected call of the contract', () => {
  expect(protectedCalls.length).toBeGreaterThanOrEqual(20);
});

it('knows every access kind: storefront calls answer 401 without their key in storefront/storefront-key.test.ts', () => {
  expect([...new Set(allCalls.map((call) => call.access))].sort()).toEqual(['protected', 'public', 'storefront']);
});

it('answers 401 without a token', () => expectEvery401(undefined));

it('answers 401 for a malformed or unknown token', async () => {
  await expectEvery401('Bearer');
  await expectEvery401('Basic dXNlcjpwYXNz');
  await expectEvery401(`Bearer ${newToken()}`);
});

it('answers 401 for a revoked session', async () => {
  const employee = await t.createEmployee();
  await t.db.query('UPDATE sessions SET revoked_at = now() WHERE employee_id = $1', [employee.id]);
  await expectEvery401(`Bearer ${employee.token}`);
});

it('answers 401 for a session idle for longer than 30 minutes', async () => {
  const employee = await t.createEmployee();
  await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE employee_id = $1", [employee.id]);
  await expectEvery401(`Bearer ${employee.token}`);
});

it('answers 401 for a session older than 12 hours, even if used a moment ago', async () => {
  const employee = await t.createEmployee();
  await t.db.query("UPDATE sessions SET created_at = now() - interval '12 hours 1 minute', last_seen_at = now() WHERE employee_id = $1", [
    employee.id,
  ]);
  await expectEvery401(`Bearer ${employee.token}`);
});

it('answers 401 for the session of an archived employee', async () => {
  const employee = await t.createEmployee();
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [employee.id]);
  await expectEvery401(`Bearer ${employee.token}`);
});

it('lets a live session through (the 401s above are about the session)', async () => {
  const employee = await t.createEmployee();
  const me = protectedCalls.find((call) => call.path.endsWith('employees/me')) as CallDef;
  expect((await request(me, `Bearer ${employee.token}`)).statusCode).toBe(200);
});

describe('a path under the protected API that no route matches', () => {
  const unknown = ['/api/employeeApp/protected/nowhere', '/API/EMPLOYEEAPP/PROTECTED/orders/x', '/api/employeeApp//protected/%6Frders', '/api/employeeApp/protected/'];

  it.each(unknown)('%s answers 401 without a live session, so routes cannot be mapped', async (url) => {
    const res = await t.inject(null, { method: 'GET', url });
    expect(res.statusCode).toBe(401);
  });

  it.each(unknown)('%s answers 404 to a signed-in employee', async (url) => {
    const employee = await t.createEmployee();
    expect((await t.inject(employee, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('leaves other unknown paths a plain 404', async () => {
    expect((await t.inject(null, { method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
  });
});
