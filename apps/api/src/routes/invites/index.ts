import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { defineListRoute } from '../define-list-route';
import { defineRoute } from '../define-route';
import { createInvite } from './create-invite';
import { INVITE_COLUMNS, toInvite } from './invite-row';

export async function inviteRoutes(app: FastifyInstance) {
  defineRoute(app, api.employees.inviteEmployee, async ({ body, employee, actor }) => ({
    data: await createInvite(app.db, app.config, body.email, { name: employee.name, ...actor }),
    message: 'Invite sent',
  }));

  defineListRoute(app, api.employees.getEmployeeInvites, {
    select: INVITE_COLUMNS,
    from: 'employee_invites',
    orderBy: 'created_at DESC, id DESC',
    filterColumns: {},
    // employee_invites_email_trgm_idx's expression.
    searchIn: 'email',
    toDocument: toInvite,
  });
}
