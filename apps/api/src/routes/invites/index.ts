import { api, LIST_LIMITS, type CallFilters } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { queryPage } from '../../lib/list-page';
import { containsPattern, pageOf, parseListQuery, Where } from '../../lib/list-query';
import { defineRoute } from '../define-route';
import { createInvite } from './create-invite';
import { INVITE_COLUMNS, toInvite, type InviteRow } from './invite-row';

export async function inviteRoutes(app: FastifyInstance) {
  defineRoute(app, api.employees.inviteEmployee, async ({ body, employee, raw }) => ({
    data: await createInvite(app.db, app.config, body.email, employee, raw.ip),
    message: 'Invite sent',
  }));

  defineRoute(app, api.employees.getEmployeeInvites, async ({ query }) => {
    const call = api.employees.getEmployeeInvites;
    const list = parseListQuery<CallFilters<typeof call>>(call, query, LIST_LIMITS.invitesLimit);
    const where = new Where();
    // employee_invites_email_trgm_idx serves this.
    if (list.search) where.add('email ILIKE ?', containsPattern(list.search));
    const { rows, totalItems } = await queryPage<InviteRow>(
      app.db,
      { select: INVITE_COLUMNS, from: 'employee_invites', orderBy: 'created_at DESC, id DESC' },
      where,
      list,
    );
    return { data: pageOf(rows.map(toInvite), totalItems, list.limit) };
  });
}
