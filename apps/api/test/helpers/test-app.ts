import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOADS_BASE, type CallDef, type Level } from '@shopdesk/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import type { Clock } from '../../src/lib/clock';
import { hashPassword } from '../../src/lib/passwords';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '../../src/lib/rate-limiter';
import { newToken, tokenHash } from '../../src/lib/tokens';
import { openFileStorage } from '../../src/storage/open-file-storage';
import { callAs, injectAs, type CallInput, type Caller } from './call';
import { migratedPgliteTemplate } from './pglite-template';
import { borrowSharedPglite } from './shared-pglite';
import { testCipher } from './test-cipher';

export const usingPostgres = Boolean(process.env.DATABASE_URL);

export interface TestEmployee {
  id: string;
  email: string;
  name: string;
  level: Level;
  password: string;
  token: string;
}

/** A clock at real time plus what the test moved it on by. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  /** Calls one contract entry as `caller` (an employee's session, or null for none). */
  call<C extends CallDef>(caller: Caller, call: C, input?: CallInput<C>): Promise<LightMyRequestResponse>;
  /** Any request as `caller`, for what a contract call cannot express (other URLs, malformed requests). */
  inject(caller: Caller, options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Creates an active employee (an owner unless `level` says) with a live session, straight in the
   * database; the session proved it is them just now (for the calls that need a fresh proof)
   * unless `proven` is false.
   */
  createEmployee(fields?: Partial<Pick<TestEmployee, 'email' | 'name' | 'password' | 'level'>> & { proven?: boolean }): Promise<TestEmployee>;
  /** The app's clock: real time, moved on by `advance`. */
  clock: TestClock;
  /** The keys the app's file storage holds (whichever driver the suite runs on), in order. */
  storedKeys(): Promise<string[]>;
  /** The bytes stored for an uploads path (`/uploads/<key>`), or null when it holds nothing. */
  storedFile(path: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: the worker's PGlite, or on DATABASE_URL the worker's
 * schema, as migrated (a new one when that is lent already).
 */
async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (!usingPostgres) {
    const db = (await borrowSharedPglite()) ?? (await openPgliteDatabase(undefined, migratedPgliteTemplate()));
    return { db, drop: () => db.close() };
  }
  // Loaded on this pass only: each test file loads its modules afresh, and the PGlite pass needs neither.
  const [{ openPostgresDatabase }, { borrowWorkerSchema, CREATE_TRIGRAM_EXTENSION }] = await Promise.all([
    import('../../src/db/postgres-database'),
    import('./worker-schema'),
  ]);
  const url = process.env.DATABASE_URL as string;
  const lent = await borrowWorkerSchema(url);
  if (lent) return lent;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgresDatabase({ url, poolSize: 1 });
  await admin.exec(`${CREATE_TRIGRAM_EXTENSION}; CREATE SCHEMA ${schema}`);
  const db = openPostgresDatabase({ url, poolSize: 5, searchPath: `${schema},public` });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

async function testRateLimiter(): Promise<RateLimiter> {
  if (!process.env.REDIS_URL) return memoryRateLimiter();
  const { Redis } = await import('ioredis');
  return redisRateLimiter(new Redis(process.env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }), `shopdesk-test:${randomUUID()}:`);
}

/** Builds the app on a fresh, migrated database; `close()` tears everything down. */
export async function buildTestApp(env: Record<string, string> = {}, overrides: { rateLimiter?: RateLimiter } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-api-test-'));
  // Each suite's default driver: the database one on PostgreSQL, the disk on the embedded database.
  const driver = usingPostgres ? 'database' : 'filesystem';
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://shopdesk.test', STORAGE_DRIVER: driver, ...env });
  const { db, drop } = await openTestDatabase();
  await migrate(db);
  const storage = await openFileStorage(config.storage.driver, config, db);
  const rateLimiter = overrides.rateLimiter ?? (await testRateLimiter());
  const clock = testClock();
  const app = await buildApp(
    {
      config,
      db,
      rateLimiter,
      storage,
      cipher: testCipher,
    },
    { clock },
  );
  await app.ready();

  const createEmployee: TestApp['createEmployee'] = async (fields = {}) => {
    const password = fields.password ?? 'correct horse battery';
    const email = (fields.email ?? `employee-${randomUUID()}@shopdesk.test`).toLowerCase();
    const name = fields.name ?? 'Test Employee';
    const level = fields.level ?? 'owner';
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO employees (name, email, password_hash, level) VALUES ($1, $2, $3, $4) RETURNING id',
      [name, email, await hashPassword(password), level],
    );
    const token = newToken();
    await db.query('INSERT INTO sessions (employee_id, token_hash, proven_at) VALUES ($1, $2, $3)', [
      rows[0].id,
      tokenHash(token),
      fields.proven === false ? null : clock.now(),
    ]);
    return { id: rows[0].id, email, name, level, password, token };
  };

  return {
    app,
    db,
    config,
    dataDir,
    call: (caller, call, input) => callAs(app, caller, call, input),
    inject: (caller, options) => injectAs(app, caller, options),
    createEmployee,
    clock,
    storedKeys: async () => {
      const keys: string[] = [];
      for await (const key of storage.keys()) keys.push(key);
      return keys;
    },
    storedFile: async (path) => {
      const file = await storage.read(path.replace(UPLOADS_BASE, ''));
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    close: async () => {
      await app.close();
      await storage.close();
      await rateLimiter.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of the tests around this call (the file, or the describe block it is called in): built
 * before them on a fresh database, closed after them. The object answered is filled in by a
 * `beforeAll` hook, so read it inside hooks and tests; hooks registered after this call run after
 * that one.
 *
 * @example const t = setupTestApp({ SESSION_IDLE_MINUTES: '30' });
 */
export function setupTestApp(env: Record<string, string> = {}, overrides: { rateLimiter?: RateLimiter } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(env, overrides));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * An employee with a live session in `t`, created by a `beforeAll` hook (call it after
 * `setupTestApp`); like `t`, read it inside hooks and tests.
 *
 * @example const t = setupTestApp(); const admin = setupEmployee(t, { name: 'Admin' });
 */
export function setupEmployee(t: TestApp, fields?: Parameters<TestApp['createEmployee']>[0]): TestEmployee {
  const employee = {} as TestEmployee;
  beforeAll(async () => {
    Object.assign(employee, await t.createEmployee(fields));
  });
  return employee;
}
