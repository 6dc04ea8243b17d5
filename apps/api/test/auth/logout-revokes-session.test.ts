import { api } from '@shopdesk/contracts';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

it('revokes only the session it is called with, and audits it', async () => {
  const employee = await t.createEmployee();
  const other = (await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password } })).json().data
    .token as string;

  const res = await t.call(employee, api.auth.logout);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: null, message: 'Signed out' });
  expect((await t.call(employee, api.employees.getMe)).statusCode).toBe(401);
  expect((await t.call(employee, api.auth.logout)).statusCode).toBe(401);
  expect((await t.call({ token: other }, api.employees.getMe)).statusCode).toBe(200);

  const audit = await t.db.query<{ action: string; entity: string }>(
    "SELECT action, entity FROM audit_log WHERE actor_id = $1 AND action = 'auth.logout'",
    [employee.id],
  );
  expect(audit.rows).toEqual([{ action: 'auth.logout', entity: 'session' }]);
});
