import { api } from '@shopdesk/contracts';
import { auditRows, insertOrder, insertService } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

/** The route layer hands every protected handler its actor: the signed-in employee and the client address. */
const t = setupTestApp();
const me = setupEmployee(t);

const ip = '198.51.100.7';

it.each([
  ['completing an order', 'order.complete', async () => {
    const id = await insertOrder(t.db);
    await t.call(me, api.orders.changeOrderStatus, { params: { id }, body: { orderStatus: 'completed' }, ip });
    return id;
  }],
  ['archiving a service', 'service.archive', async () => {
    const id = await insertService(t.db);
    await t.call(me, api.services.archiveService, { params: { id }, body: { isActive: false }, ip });
    return id;
  }],
  ['creating a credential', 'credential.create', async () => {
    const service = await insertService(t.db);
    const res = await t.call(me, api.serviceCredentials.createServiceCredential, { body: { service, password: 'secret' }, ip });
    return res.json().data._id as string;
  }],
  ['inviting a colleague', 'invite.create', async () => {
    const res = await t.call(me, api.employees.inviteEmployee, { body: { email: 'actor.check@shopdesk.test' }, ip });
    return res.json().data._id as string;
  }],
  ['sending an invite again', 'invite.resend', async () => {
    const created = await t.call(me, api.employees.inviteEmployee, { body: { email: 'resend.actor@shopdesk.test' } });
    const id = created.json().data._id as string;
    await t.call(me, api.employees.resendInvite, { params: { id }, ip });
    return id;
  }],
  ['revoking an invite', 'invite.revoke', async () => {
    const created = await t.call(me, api.employees.inviteEmployee, { body: { email: 'revoke.actor@shopdesk.test' } });
    const id = created.json().data._id as string;
    await t.call(me, api.employees.revokeInvite, { params: { id }, ip });
    return id;
  }],
] as Array<[string, string, () => Promise<string>]>)('audits %s with the employee and the client address', async (_, action, mutate) => {
  const entityId = await mutate();
  const rows = (await auditRows(t.db, entityId)).filter((row) => row.action === action);
  expect(rows).toEqual([expect.objectContaining({ action, actor_id: me.id, ip })]);
});
