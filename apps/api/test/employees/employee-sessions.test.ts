import { api } from '@shopdesk/contracts';
import { auditRows } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const owner = setupEmployee(t, { name: 'Noura Owner', level: 'owner' });

const signIn = async (employee: { email: string; password: string }, ip: string) =>
  ({ token: (await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password }, ip })).json().data.token as string });

it("lists another employee's live sessions to an owner, and signs one out", async () => {
  const agent = await t.createEmployee({ level: 'agent' });
  const phone = await signIn(agent, '203.0.113.20');
  const sessions = (await t.call(owner, api.employees.getEmployeeSessions, { params: { id: agent.id } })).json().data;
  expect(sessions).toHaveLength(2);
  const onPhone = sessions.find((session: { ip: string | null }) => session.ip === '203.0.113.20');
  expect(onPhone).toMatchObject({ current: false });

  const res = await t.call(owner, api.employees.endEmployeeSession, { params: { id: onPhone._id }, ip: '198.51.100.1' });
  expect(res.json()).toEqual({ data: null, message: 'Signed out' });
  expect((await t.call(phone, api.employees.getMe)).statusCode).toBe(401);
  expect(await auditRows(t.db, onPhone._id)).toContainEqual(
    expect.objectContaining({ action: 'session.end', actor_id: owner.id, after: { employee: agent.id }, ip: '198.51.100.1' }),
  );
  expect((await t.call(owner, api.employees.endEmployeeSession, { params: { id: onPhone._id } })).statusCode).toBe(404);
});

it('signs an employee out everywhere, saying how many sessions ended', async () => {
  const agent = await t.createEmployee({ level: 'agent' });
  await signIn(agent, '203.0.113.21');
  const res = await t.call(owner, api.employees.endAllEmployeeSessions, { params: { id: agent.id } });
  expect(res.json()).toEqual({ data: { ended: 2 }, message: 'Signed out 2 sessions' });
  expect((await t.call(agent, api.employees.getMe)).statusCode).toBe(401);
  expect((await t.call(owner, api.employees.getEmployeeSessions, { params: { id: agent.id } })).json().data).toEqual([]);
});

it('answers 404 for an unknown employee', async () => {
  const unknown = '7d1b2c3a-0000-4000-8000-000000000000';
  expect((await t.call(owner, api.employees.getEmployeeSessions, { params: { id: unknown } })).statusCode).toBe(404);
  expect((await t.call(owner, api.employees.endAllEmployeeSessions, { params: { id: unknown } })).statusCode).toBe(404);
});
