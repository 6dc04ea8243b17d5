import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../errors';
import { defineRoute } from './define-route';

/**
 * A load balancer or orchestrator gives up on a health check after a few seconds; a database that
 * does not answer (a black-holed connection waits for the query timeout) must read as down by then.
 */
export const HEALTH_DATABASE_TIMEOUT_MS = 3000;

function pingDatabase(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), HEALTH_DATABASE_TIMEOUT_MS);
  });
  return Promise.race([app.db.query('SELECT 1').then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance) {
  defineRoute(app, api.system.getHealth, async () => {
    try {
      await pingDatabase(app);
    } catch {
      throw serviceUnavailable('The database is unavailable');
    }
    return { status: 'ok' as const, database: 'up' as const };
  });
}
