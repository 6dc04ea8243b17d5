import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { migrationFiles, missingMigrations } from '../db/migrate';
import { serviceUnavailable } from '../errors';
import { defineRoute } from './define-route';

/**
 * A load balancer or orchestrator gives up on a health check after a few seconds; a database that
 * does not answer (a black-holed connection waits for the query timeout) must read as down by then.
 */
export const HEALTH_DATABASE_TIMEOUT_MS = 3000;

function withinHealthTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), HEALTH_DATABASE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance) {
  defineRoute(app, api.system.getHealth, async () => {
    try {
      await withinHealthTimeout(app.db.query('SELECT 1'));
    } catch {
      throw serviceUnavailable('The database is unavailable');
    }
    return { status: 'ok' as const, database: 'up' as const };
  });

  defineRoute(app, api.system.getLiveness, async () => ({ status: 'ok' as const }));

  // The release's migrations are read once: its files do not change while it runs.
  const releaseMigrations = migrationFiles(app.config.migrationsDir);
  defineRoute(app, api.system.getReadiness, async () => {
    if (app.lifecycle.draining) throw serviceUnavailable('Not ready: shutting down');
    let missing: string[];
    try {
      missing = await withinHealthTimeout(missingMigrations(app.db, releaseMigrations));
    } catch {
      throw serviceUnavailable('Not ready: the database is unavailable');
    }
    if (missing.length > 0) {
      throw serviceUnavailable(`Not ready: ${missing.length} migration${missing.length === 1 ? '' : 's'} of this release not applied (${missing[0]} first)`);
    }
    return { status: 'ready' as const, database: 'up' as const, migrations: 'applied' as const };
  });
}
