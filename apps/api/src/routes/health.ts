import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../errors';
import { defineRoute } from './define-route';

export async function healthRoutes(app: FastifyInstance) {
  defineRoute(app, api.system.getHealth, async () => {
    try {
      await app.db.query('SELECT 1');
    } catch {
      throw serviceUnavailable('The database is unavailable');
    }
    return { status: 'ok' as const, database: 'up' as const };
  });
}
