import { api } from '@shopdesk/contracts';
import { tokenHash } from '../../src/lib/tokens';
import { resetToken } from '../helpers/flows';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const NEW_PASSWORD = 'a brand new passphrase';
const reset = (token: string, newPassword = NEW_PASSWORD) =>
  t.call(null, api.auth.resetPassword, { body: { token, newPassword } });
const login = (email: string, password: string) => t.call(null, api.auth.login, { body: { email, password } });

it('sets the new password, ends every session and does not sign in', async () => {
  const employee = await t.createEmployee();
  const secondSession = (await login(employee.email, employee.password)).json().data.token as string;
  const token = await resetToken(t, employee.email);

  const res = await reset(token);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: null, message: 'Successfully Password Changed!' });

  expect((await login(employee.email, employee.password)).statusCode).toBe(401);
  for (const session of [employee.token, secondSession]) {
    expect((await t.call({ token: session }, api.employees.getMe)).statusCode).toBe(401);
  }
  const fresh = await login(employee.email, NEW_PASSWORD);
  expect(fresh.statusCode).toBe(200);
  expect((await t.call({ token: fresh.json().data.token }, api.employees.getMe)).statusCode).toBe(200);

  const audit = await t.db.query<{ actor_id: string; after: unknown }>(
    "SELECT actor_id, after FROM audit_log WHERE entity_id = $1 AND action = 'auth.password_reset'",
    [employee.id],
  );
  expect(audit.rows).toEqual([{ actor_id: employee.id, after: { sessionsRevoked: 2 } }]);
});

it('accepts a token once', async () => {
  const employee = await t.createEmployee();
  const token = await resetToken(t, employee.email);
  expect((await reset(token)).statusCode).toBe(200);
  const again = await reset(token, 'yet another passphrase');
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: 'This reset link is invalid, already used or expired; ask for a new one',
  });
  expect((await login(employee.email, NEW_PASSWORD)).statusCode).toBe(200);
});

it('refuses an expired or unknown token with a 400', async () => {
  const employee = await t.createEmployee();
  const token = await resetToken(t, employee.email);
  await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [tokenHash(token)]);
  expect((await reset(token)).statusCode).toBe(400);
  expect((await reset('Z'.repeat(43))).statusCode).toBe(400);
  expect((await login(employee.email, employee.password)).statusCode).toBe(200);
});

it('ends the older links of the employee when one is used', async () => {
  const employee = await t.createEmployee();
  const older = await resetToken(t, employee.email);
  const newer = await resetToken(t, employee.email);
  expect((await reset(newer)).statusCode).toBe(200);
  expect((await reset(older, 'the older link passphrase')).statusCode).toBe(400);
});

it('refuses a common or too short password and keeps the token usable', async () => {
  const employee = await t.createEmployee();
  const token = await resetToken(t, employee.email);
  const common = await reset(token, 'sunshine');
  expect(common.statusCode).toBe(400);
  expect(common.json().details).toEqual([{ path: 'newPassword', message: 'is too common' }]);
  const short = await reset(token, 'short');
  expect(short.statusCode).toBe(400);
  expect(short.json().details[0].path).toBe('newPassword');
  expect((await reset(token)).statusCode).toBe(200);
});

it.each([
  ['a missing token', { newPassword: NEW_PASSWORD }, 'token'],
  ['a missing password', { token: 'x'.repeat(43) }, 'newPassword'],
  ['an unknown field', { token: 'x'.repeat(43), newPassword: NEW_PASSWORD, password2: NEW_PASSWORD }, 'password2'],
])('refuses %s with a 400', async (_, body, path) => {
  const res = await t.call(null, api.auth.resetPassword, { body });
  expect(res.statusCode).toBe(400);
  expect(res.json().details[0].path).toBe(path);
});
