import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { revokeSession } from '../../repositories/sessions';
import { recordAudit } from '../../lib/audit';
import { defineRoute } from '../define-route';

export async function authSessionRoutes(app: FastifyInstance) {
  defineRoute(app, api.auth.logout, async ({ employee, actor }) => {
    await app.db.transaction(async (tx) => {
      await revokeSession(tx, employee.sessionId);
      await recordAudit(tx, actor, { action: 'auth.logout', entity: 'session', entityId: employee.sessionId });
    });
    return { data: null, message: 'Signed out' };
  });
}
