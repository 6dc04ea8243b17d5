import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit';
import { defineRoute } from '../define-route';

export async function authSessionRoutes(app: FastifyInstance) {
  defineRoute(app, api.auth.logout, async ({ employee, actor }) => {
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL', [employee.sessionId]);
      await recordAudit(tx, { actorId: actor.id, action: 'auth.logout', entity: 'session', entityId: employee.sessionId, ip: actor.ip });
    });
    return { data: null, message: 'Signed out' };
  });
}
