import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database, Queryable } from '../../src/db/database';
import { hashPassword } from '../../src/lib/passwords';
import { memoryRateLimiter } from '../../src/lib/rate-limiter';
import { newToken, tokenHash } from '../../src/lib/tokens';
import { localFileStorage } from '../../src/storage/local-file-storage';
import { testCipher } from '../helpers/test-cipher';

export interface ResilienceApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The app on a database the test opened itself (through a proxy, with short timeouts, wrapped). */
export async function buildAppOn(db: Database): Promise<ResilienceApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-resilience-'));
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    db,
    rateLimiter: memoryRateLimiter(),
    storage: localFileStorage(join(dataDir, 'uploads')),
    cipher: testCipher,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An employee with a live session, straight in the database: what a protected call needs. */
export async function signedInEmployee(db: Queryable): Promise<{ id: string; token: string }> {
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO employees (name, email, password_hash, level) VALUES ($1, $2, $3, 'owner') RETURNING id",
    ['Resilience Test', `resilience-${randomBytes(4).toString('hex')}@shopdesk.test`, await hashPassword('correct horse battery')],
  );
  const token = newToken();
  await db.query('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2)', [rows[0].id, tokenHash(token)]);
  return { id: rows[0].id, token };
}
