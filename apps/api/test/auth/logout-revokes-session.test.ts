import { api } from '@shopdesk/contracts';
import { callApi } from '../helpers/call';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('revokes only the session it is called with, and audits it', async () => {
  const employee = await t.createEmployee();
  const other = (await callApi(t.app, api.auth.login, { body: { email: employee.email, password: employee.password } })).json().data
    .token as string;

  const res = await callApi(t.app, api.auth.logout, { token: employee.token });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: null, message: 'Signed out' });
  expect((await callApi(t.app, api.employees.getMe, { token: employee.token })).statusCode).toBe(401);
  expect((await callApi(t.app, api.auth.logout, { token: employee.token })).statusCode).toBe(401);
  expect((await callApi(t.app, api.employees.getMe, { token: other })).statusCode).toBe(200);

  const audit = await t.db.query<{ action: string; entity: string }>(
    "SELECT action, entity FROM audit_log WHERE actor_id = $1 AND action = 'auth.logout'",
    [employee.id],
  );
  expect(audit.rows).toEqual([{ action: 'auth.logout', entity: 'session' }]);
});
