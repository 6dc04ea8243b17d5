import { api } from '@shopdesk/contracts';
import { buildTestApp, type TestApp, type TestEmployee } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SESSION_IDLE_MINUTES: '30' });
});
afterAll(() => t.close());

const me = (employee: TestEmployee) => t.call(employee, api.employees.getMe);

/** Moves the session's last use back in time by `interval`, on the database's clock. */
const idleFor = (employee: TestEmployee, interval: string) =>
  t.db.query(`UPDATE sessions SET last_seen_at = last_seen_at - $2::interval WHERE employee_id = $1`, [employee.id, interval]);

it('refuses a session idle for the idle timeout and one second', async () => {
  const employee = await t.createEmployee();
  await idleFor(employee, '30 minutes 1 second');
  const res = await me(employee);
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('Session expired or revoked');
});

it('accepts a session idle for a second less than the idle timeout', async () => {
  const employee = await t.createEmployee();
  await idleFor(employee, '29 minutes 59 seconds');
  expect((await me(employee)).statusCode).toBe(200);
});

it('counts idleness from the last request, not from a write up to a minute older', async () => {
  const employee = await t.createEmployee();
  await idleFor(employee, '50 seconds');
  expect((await me(employee)).statusCode).toBe(200);
  // The last request was just now: idle for a second less than the timeout since it, still alive.
  await idleFor(employee, '29 minutes 59 seconds');
  expect((await me(employee)).statusCode).toBe(200);
  await idleFor(employee, '30 minutes 1 second');
  expect((await me(employee)).statusCode).toBe(401);
});

it('does not write the last use again within the second it was written', async () => {
  const employee = await t.createEmployee();
  const lastSeen = async () =>
    (await t.db.query<{ at: string }>('SELECT last_seen_at::text AS at FROM sessions WHERE employee_id = $1', [employee.id])).rows[0].at;
  const opened = await lastSeen();
  expect((await me(employee)).statusCode).toBe(200);
  expect(await lastSeen()).toBe(opened);
});
