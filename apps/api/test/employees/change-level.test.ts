import { api } from '@shopdesk/contracts';
import { auditRows, insertService, stockUp } from '../helpers/fixtures';
import { inviteIdOf } from '../helpers/flows';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const owner = setupEmployee(t, { name: 'Noura Owner', level: 'owner' });

const changeLevel = (actor: { token: string }, id: string, body: unknown) => t.call(actor, api.employees.changeEmployeeLevel, { params: { id }, body });
const levelOf = async (id: string) => (await t.db.query<{ level: string }>('SELECT level FROM employees WHERE id = $1', [id])).rows[0].level;

it("changes the level, answers the employee and audits the change from the owner's address", async () => {
  const agent = await t.createEmployee({ level: 'agent' });
  const res = await t.call(owner, api.employees.changeEmployeeLevel, { params: { id: agent.id }, body: { level: 'manager' }, ip: '198.51.100.4' });

  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: expect.objectContaining({ _id: agent.id, level: 'manager' }), message: 'Level changed' });
  expect(await auditRows(t.db, agent.id)).toEqual([
    {
      actor_id: owner.id,
      action: 'employee.change_level',
      entity: 'employee',
      entity_id: agent.id,
      before: { level: 'agent' },
      after: { level: 'manager', invitesRevoked: 0 },
      ip: '198.51.100.4',
    },
  ]);
});

it('applies from the next request of the same session: no sign-out needed', async () => {
  const agent = await t.createEmployee({ level: 'agent' });
  const [credential] = await stockUp(t.db, t.app.cipher, await insertService(t.db), 1);
  const reveal = () => t.call(agent, api.serviceCredentials.getSingleServiceCredential, { params: { id: credential } });

  expect((await reveal()).statusCode).toBe(403);
  await changeLevel(owner, agent.id, { level: 'manager' });
  expect((await reveal()).statusCode).toBe(200);
  expect((await t.call(agent, api.employees.getMe)).json().data.level).toBe('manager');
  await changeLevel(owner, agent.id, { level: 'agent' });
  expect((await reveal()).statusCode).toBe(403);
});

it('refuses to demote the last active owner (409), and writes nothing', async () => {
  await t.db.query("UPDATE employees SET level = 'manager' WHERE id <> $1 AND level = 'owner'", [owner.id]);
  const res = await changeLevel(owner, owner.id, { level: 'manager' });

  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('The shop needs an active owner: make another employee an owner first');
  expect(await levelOf(owner.id)).toBe('owner');
});

it('lets an owner step down while another active owner remains; an archived owner does not count', async () => {
  const stepping = await t.createEmployee({ level: 'owner' });
  const archived = await t.createEmployee({ level: 'owner' });
  await t.db.query("UPDATE employees SET level = 'manager' WHERE level = 'owner' AND id NOT IN ($1, $2, $3)", [owner.id, stepping.id, archived.id]);
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [archived.id]);

  expect((await changeLevel(stepping, stepping.id, { level: 'agent' })).statusCode).toBe(200);
  expect((await changeLevel(owner, owner.id, { level: 'manager' })).statusCode).toBe(409);
});

it('answers the employee unchanged, and audits nothing, when the level is already that one', async () => {
  const manager = await t.createEmployee({ level: 'manager' });
  const res = await changeLevel(owner, manager.id, { level: 'manager' });
  expect(res.statusCode).toBe(200);
  expect(await auditRows(t.db, manager.id)).toEqual([]);
});

it('refuses an unknown level naming the field, and an unknown employee with 404', async () => {
  const agent = await t.createEmployee({ level: 'agent' });
  const bad = await changeLevel(owner, agent.id, { level: 'admin' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().details).toEqual([expect.objectContaining({ path: 'level' })]);
  expect(await levelOf(agent.id)).toBe('agent');

  expect((await changeLevel(owner, '7d1b2c3a-0000-4000-8000-000000000000', { level: 'agent' })).statusCode).toBe(404);
});

it('revokes the open invites the new level may not give, each audited, and keeps the others', async () => {
  const manager = await t.createEmployee({ level: 'owner' });
  await t.call(manager, api.employees.inviteEmployee, { body: { email: 'future.owner@shopdesk.test', level: 'owner' } });
  await t.call(manager, api.employees.inviteEmployee, { body: { email: 'future.agent@shopdesk.test', level: 'agent' } });

  const res = await changeLevel(owner, manager.id, { level: 'manager' });
  expect(res.statusCode).toBe(200);
  const ownerInvite = await inviteIdOf(t, 'future.owner@shopdesk.test');
  const invites = (await t.call(owner, api.employees.getEmployeeInvites, { query: { search: 'future.' } })).json().data.documents;
  expect(invites.map((invite: { email: string; status: string }) => [invite.email, invite.status]).sort()).toEqual([
    ['future.agent@shopdesk.test', 'pending'],
    ['future.owner@shopdesk.test', 'revoked'],
  ]);
  expect(await auditRows(t.db, ownerInvite)).toContainEqual(
    expect.objectContaining({ action: 'invite.revoke', actor_id: owner.id, after: { status: 'revoked', reason: 'inviter level changed' } }),
  );
});
