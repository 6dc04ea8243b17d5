import { api, EXPORT_COLUMNS } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { INVITE_LIST } from '../../repositories/invites';
import { limitInviteResends } from '../auth/rate-limits';
import { defineExportRoute } from '../define-export-route';
import { defineListRoute } from '../define-list-route';
import { defineRoute } from '../define-route';
import { createInvite } from './create-invite';
import { assertMayInviteAs } from './invite-access';
import { toInvite } from './invite-row';
import { resendInvite } from './resend-invite';
import { revokeInvite } from './revoke-invite';

export async function inviteRoutes(app: FastifyInstance) {
  const inviteEmailDeps = { publicUrl: app.config.publicUrl, cipher: app.cipher };

  defineRoute(app, api.employees.inviteEmployee, async ({ body, employee, actor }) => {
    const level = body.level ?? 'agent';
    assertMayInviteAs(employee, level);
    return { data: await createInvite(app.db, inviteEmailDeps, { email: body.email, level }, { name: employee.name, ...actor }), message: 'Invite sent' };
  });

  defineListRoute(app, api.employees.getEmployeeInvites, { ...INVITE_LIST, toDocument: toInvite });
  defineExportRoute(app, api.employees.exportInvites, {
    ...INVITE_LIST,
    toDocument: toInvite,
    fileName: 'invites',
    entity: 'invite',
    header: EXPORT_COLUMNS.invites,
    cells: (i) => [i._id, i.email, i.level, i.status, i.createdAt, i.expiresAt],
  });

  defineRoute(app, api.employees.resendInvite, async ({ params, employee, actor }) => {
    await limitInviteResends(app, params.id);
    const { invite, sent } = await resendInvite(app.db, inviteEmailDeps, params.id, { name: employee.name, ...actor }, (level) =>
      assertMayInviteAs(employee, level),
    );
    return { data: invite, message: sent ? 'Invite sent again' : 'The invite was just sent again' };
  });

  defineRoute(app, api.employees.revokeInvite, async ({ params, actor }) => ({
    data: await revokeInvite(app.db, params.id, actor),
    message: 'Invite revoked',
  }));
}
