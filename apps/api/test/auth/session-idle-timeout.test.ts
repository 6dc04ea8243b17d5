import { api } from '@shopdesk/contracts';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp({ SESSION_IDLE_MINUTES: '30' });

const me = (employee: TestEmployee) => t.call(employee, api.employees.getMe);

/** Moves the session's last use back in time by `interval`, on the database's clock. */
const idleFor = (employee: TestEmployee, interval: string) =>
  t.db.query(`UPDATE sessions SET last_seen_at = last_seen_at - $2::interval WHERE employee_id = $1`, [employee.id, interval]);

const lastSeen = async (employee: TestEmployee) =>
  (await t.db.query<{ at: string }>('SELECT last_seen_at::text AS at FROM sessions WHERE employee_id = $1', [employee.id])).rows[0].at;
const databaseNow = async () => (await t.db.query<{ at: string }>('SELECT clock_timestamp()::text AS at')).rows[0].at;
const underASecondSince = async (at: string) =>
  (await t.db.query<{ yes: boolean }>(`SELECT clock_timestamp() - $1::timestamptz < interval '1 second' AS yes`, [at])).rows[0].yes;

/**
 * The tests that expect a session alive sit a second short of the timeout, and idleness keeps
 * growing while the test runs: an attempt whose requests reached the database a second or more
 * after the moment it counts from proves nothing (a busy machine), so it is made again with a fresh
 * employee. `attempt` answers that moment and the checks to run once the attempt was quick enough.
 */
async function withinASecond(attempt: (employee: TestEmployee) => Promise<{ since: string; check: () => Promise<void> }>) {
  for (;;) {
    const { since, check } = await attempt(await t.createEmployee());
    if (await underASecondSince(since)) return check();
  }
}

it('refuses a session idle for the idle timeout and one second', async () => {
  const employee = await t.createEmployee();
  await idleFor(employee, '30 minutes 1 second');
  const res = await me(employee);
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('Session expired or revoked');
});

it('accepts a session idle for a second less than the idle timeout', async () => {
  await withinASecond(async (employee) => {
    const since = await lastSeen(employee);
    await idleFor(employee, '29 minutes 59 seconds');
    const status = (await me(employee)).statusCode;
    return { since, check: async () => expect(status).toBe(200) };
  });
});

it('counts idleness from the last request, not from a write up to a minute older', async () => {
  await withinASecond(async (employee) => {
    await idleFor(employee, '50 seconds');
    const since = await databaseNow();
    expect((await me(employee)).statusCode).toBe(200);
    // The last request was just now: idle for a second less than the timeout since it, still alive.
    await idleFor(employee, '29 minutes 59 seconds');
    const status = (await me(employee)).statusCode;
    return {
      since,
      check: async () => {
        expect(status).toBe(200);
        await idleFor(employee, '30 minutes 1 second');
        expect((await me(employee)).statusCode).toBe(401);
      },
    };
  });
});

it('does not write the last use again within the second it was written', async () => {
  await withinASecond(async (employee) => {
    const opened = await lastSeen(employee);
    const status = (await me(employee)).statusCode;
    const after = await lastSeen(employee);
    return {
      since: opened,
      check: async () => {
        expect(status).toBe(200);
        expect(after).toBe(opened);
      },
    };
  });
});
