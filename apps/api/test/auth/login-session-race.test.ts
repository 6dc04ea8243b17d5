import { hashPassword } from '../../src/lib/passwords';
import { openLoginSession } from '../../src/routes/auth/sessions';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';

/**
 * A login verifies the password, then opens its session: a reset or archive may land in between.
 * These tests replay that race one step after the other, so they need no second connection and
 * run on PGlite too.
 */
const t = setupTestApp();

const storedHash = async (employee: TestEmployee) =>
  (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM employees WHERE id = $1', [employee.id])).rows[0].password_hash;
/** Where the sessions of these tests come from: nowhere in particular. */
const NO_DEVICE = { ip: null, userAgent: null };
const sessionCount = async (employee: TestEmployee) =>
  (await t.db.query('SELECT 1 FROM sessions WHERE employee_id = $1', [employee.id])).rowCount;

it('opens the session while the verified password hash is still the stored one', async () => {
  const employee = await t.createEmployee();
  const opened = await openLoginSession(t.db, employee, await storedHash(employee), NO_DEVICE);
  expect(opened?.signedIn).toMatchObject({ _id: employee.id, email: employee.email });
  expect(await sessionCount(employee)).toBe(2);
});

it('opens no session when a password reset replaced the hash after the login verified it', async () => {
  const employee = await t.createEmployee();
  const verified = await storedHash(employee);
  await t.db.query('UPDATE employees SET password_hash = $2 WHERE id = $1', [employee.id, await hashPassword('a brand new passphrase')]);
  expect(await openLoginSession(t.db, employee, verified, NO_DEVICE)).toBeUndefined();
  expect(await sessionCount(employee)).toBe(1); // only the helper's own session
});

it('opens no session when the employee was archived after the login verified the password', async () => {
  const employee = await t.createEmployee();
  const verified = await storedHash(employee);
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [employee.id]);
  expect(await openLoginSession(t.db, employee, verified, NO_DEVICE)).toBeUndefined();
  expect(await sessionCount(employee)).toBe(1);
});
