import { api } from '@shopdesk/contracts';
import { onPostgresOnly, whileLocked } from '../helpers/postgres-only';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

/**
 * Sessions per employee are capped (SESSIONS_PER_EMPLOYEE, 3 here): a login past the cap ends the
 * least recently used, so one employee cannot pile up sessions (each could hold live streams).
 */
const t = setupTestApp({ SESSIONS_PER_EMPLOYEE: '3', RATE_LIMIT_LOGIN_FAILURES: '1000' });

const login = async (employee: TestEmployee) => {
  const res = await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password } });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
};
const works = async (token: string) => (await t.call({ token }, api.employees.getMe)).statusCode === 200;
const liveSessions = async (employeeId: string) =>
  (await t.db.query('SELECT 1 FROM sessions WHERE employee_id = $1 AND revoked_at IS NULL', [employeeId])).rowCount;

it('ends the least recently used session when a login passes the cap, and audits how many ended', async () => {
  const employee = await t.createEmployee(); // the helper's session: the first of three
  const [second, third] = [await login(employee), await login(employee)];
  // The helper's session is used now, so the second is the least recently used.
  await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE employee_id = $1", [employee.id]);
  expect(await works(employee.token)).toBe(true);

  const fourth = await login(employee);
  expect([await works(employee.token), await works(second), await works(third), await works(fourth)]).toEqual([true, false, true, true]);
  expect(await liveSessions(employee.id)).toBe(3);
  const audit = await t.db.query("SELECT after FROM audit_log WHERE actor_id = $1 AND action = 'auth.login' ORDER BY created_at DESC, id DESC LIMIT 1", [
    employee.id,
  ]);
  expect(audit.rows).toEqual([{ after: { sessionsEnded: 1 } }]);
});

it("counts neither expired sessions nor another employee's", async () => {
  const employee = await t.createEmployee();
  const colleague = await t.createEmployee();
  await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '2 hours' WHERE employee_id = $1", [employee.id]);
  await login(colleague);
  await login(colleague);
  const tokens = [await login(employee), await login(employee), await login(employee)];
  for (const token of tokens) expect(await works(token)).toBe(true);
  expect(await liveSessions(colleague.id)).toBe(3);
});

onPostgresOnly('logins of one employee at the same moment', () => {
  it('keep exactly the cap', async () => {
    const employee = await t.createEmployee();
    // With the helper's session, three logins make four. The employee row held: every login verifies
    // its password, then queues at its session insert, and all go on together when it is let go.
    // (Three: the test pool's five connections also hold the lock and the look at who waits.)
    const racers = await whileLocked(
      t,
      (tx) => tx.query('SELECT 1 FROM employees WHERE id = $1 FOR UPDATE', [employee.id]),
      async (waitingBehind) => {
        const logins = Promise.all(Array.from({ length: 3 }, () => login(employee)));
        await waitUntil(async () => (await waitingBehind()) >= 3, 'three logins to wait for the employee row', 20_000);
        return { logins };
      },
    );
    const tokens = await racers.logins;
    expect(await liveSessions(employee.id)).toBe(3);
    expect((await Promise.all(tokens.map(works))).filter(Boolean)).toHaveLength(3);
  });
});
