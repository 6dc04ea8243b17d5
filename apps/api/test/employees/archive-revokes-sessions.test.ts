import { api } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { setEmployeeActive } from '../../src/routes/employees/archive-employee';
import { auditRows } from '../helpers/fixtures';
import { setupTestApp, setupEmployee, type TestEmployee } from '../helpers/test-app';

const t = setupTestApp();
const admin = setupEmployee(t, { name: 'Admin' });

const archive = (id: string, body: unknown, token = admin.token) =>
  t.call({ token }, api.employees.archiveEmployee, { params: { id }, body });
const login = (e: TestEmployee) => t.call(null, api.auth.login, { body: { email: e.email, password: e.password } });

it("archiving ends the employee's sessions and refuses their logins until restored", async () => {
  const employee = await t.createEmployee({ name: 'Tariq Qureshi' });
  const second = (await login(employee)).json().data.token as string;

  const res = await archive(employee.id, { isActive: false });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ _id: employee.id, name: 'Tariq Qureshi', isActive: false });
  for (const token of [employee.token, second]) {
    expect((await t.call({ token }, api.employees.getMe)).statusCode).toBe(401);
  }
  const refused = await login(employee);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().message).toBe('Credential Invalid!');

  const restored = await archive(employee.id, { isActive: true });
  expect(restored.json().data.isActive).toBe(true);
  expect((await login(employee)).statusCode).toBe(200);
  // Restoring does not bring the old sessions back.
  expect((await t.call({ token: second }, api.employees.getMe)).statusCode).toBe(401);
});

it('audits archive and restore with the before and after state', async () => {
  const employee = await t.createEmployee();
  await archive(employee.id, { isActive: false });
  await archive(employee.id, { isActive: true });
  const { rows } = await t.db.query<{ actor_id: string; action: string; before: unknown; after: unknown }>(
    'SELECT actor_id, action, before, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at, action',
    [employee.id],
  );
  expect(rows).toEqual([
    { actor_id: admin.id, action: 'employee.archive', before: { isActive: true }, after: { isActive: false, sessionsRevoked: 1, invitesRevoked: 0 } },
    { actor_id: admin.id, action: 'employee.unarchive', before: { isActive: false }, after: { isActive: true, sessionsRevoked: 0 } },
  ]);
});

it('refuses to archive yourself with a 409', async () => {
  const res = await archive(admin.id, { isActive: false });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'You cannot archive yourself' });
  expect((await t.call(admin, api.employees.getMe)).statusCode).toBe(200);
});

it('refuses to archive yourself when your id is written in upper case', async () => {
  const self = await t.createEmployee();
  const res = await archive(self.id.toUpperCase(), { isActive: false }, self.token);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('You cannot archive yourself');
  expect((await t.call(self, api.employees.getMe)).statusCode).toBe(200);
});

it('answers 404 for an unknown employee', async () => {
  const res = await archive(randomUUID(), { isActive: false });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('Employee not found');
});

it.each([
  ['an id that is not a UUID', 'not-a-uuid', { isActive: false }, 'id'],
  ['a missing isActive', randomUUID(), {}, 'isActive'],
  ['isActive as text', randomUUID(), { isActive: 'false' }, 'isActive'],
  ['an unknown field', randomUUID(), { isActive: false, name: 'x' }, 'name'],
])('refuses %s with a 400', async (_, id, body, path) => {
  const res = await archive(id, body);
  expect(res.statusCode).toBe(400);
  expect(res.json().details[0].path).toBe(path);
});

it('refuses with a 401 the change of an employee archived after their request was authenticated', async () => {
  const archivedActor = await t.createEmployee();
  const target = await t.createEmployee();
  await archive(archivedActor.id, { isActive: false });
  // What a request already past authentication does once another employee has archived its author.
  const change = setEmployeeActive(t.db, target.id, false, { id: archivedActor.id, ip: '203.0.113.9' });
  await expect(change).rejects.toMatchObject({ statusCode: 401, message: 'Your account was archived: this change was not made' });
  expect((await t.call(target, api.employees.getMe)).statusCode).toBe(200);
  expect(await auditRows(t.db, target.id)).toEqual([]);
});
