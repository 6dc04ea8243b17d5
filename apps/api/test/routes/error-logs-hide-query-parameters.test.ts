import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { DatabaseUnavailableError, type Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { loadConfig } from '../../src/config';
import { errorHandler } from '../../src/http/error-handler';
import { loggableError } from '../../src/loggable-error';
import { loggerOptions } from '../../src/logger';
import { migratedPgliteTemplate } from '../helpers/pglite-template';

/**
 * A failed statement's error carries the statement and its parameters (a password hash, a
 * credential's ciphertext) and PostgreSQL's detail quotes the failing row: none of it may reach
 * a log line, while the error's kind and code still do.
 */
const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$secret-salt$secret-hash';
const STATEMENT = 'INSERT INTO secrets (name, hash) VALUES ($1, $2)';

let raw: PGlite;
let db: Database;
beforeAll(async () => {
  raw = await PGlite.create();
  db = await openPgliteDatabase(undefined, migratedPgliteTemplate());
  for (const sql of ['CREATE TABLE secrets (name text NOT NULL, hash text)']) {
    await raw.exec(sql);
    await db.exec(sql);
  }
  // Two embedded databases start here: on two busy cores that took past jest's 30 s. A limit for hangs, not a speed check.
}, 120_000);
afterAll(async () => {
  await raw?.close();
  await db?.close();
});

/** A logger writing into `lines`. */
function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}

async function failure(run: () => Promise<unknown>): Promise<Error> {
  const error = await run().then(() => null, (e: unknown) => e);
  if (!(error instanceof Error)) throw new Error('the statement did not fail');
  return error;
}

describe('the error handler', () => {
  let app: FastifyInstance;
  let lines: string[];
  beforeAll(async () => {
    const log = capture();
    lines = log.lines;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    app = Fastify({ logger: { ...(loggerOptions(config) as object), stream: log.stream } });
    app.setErrorHandler(errorHandler);
    // The driver's own error, statement and parameters attached as it makes them.
    app.get('/not-null', () => raw.query(STATEMENT, [null, SECRET]));
    app.get('/nul', () => raw.query(STATEMENT, ['name\u0000', SECRET]));
    app.get('/unavailable', async () => {
      throw new DatabaseUnavailableError(await failure(() => raw.query(STATEMENT, [null, SECRET])));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['a not-null violation (its detail quotes the row)', '/not-null', 500, '23502'],
    ['text PostgreSQL cannot store', '/nul', 500, '22021'],
    ['an unavailable database, the failure as its cause', '/unavailable', 503, '23502'],
  ])('logs %s by its code, without the statement or its parameters', async (_, url, status, code) => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const logged = lines.join('');
    expect(logged).toContain(`"code":"${code}"`);
    expect(logged).not.toContain('secret-hash');
    expect(logged).not.toContain('INSERT INTO secrets');
    expect(logged).not.toContain('Failing row');
  });
});

it('redacts the value a data exception quotes in its message, and keeps other messages whole', async () => {
  const badUuid = await failure(() => raw.query('SELECT $1::uuid', [SECRET]));
  const logged = loggableError(badUuid);
  expect(logged).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "[redacted]"' });
  expect(JSON.stringify(logged)).not.toContain('secret-hash');
  const missingTable = await failure(() => raw.query('SELECT * FROM nowhere WHERE name = $1', [SECRET]));
  expect(loggableError(missingTable)).toMatchObject({ code: '42P01', message: 'relation "nowhere" does not exist' });
});

it("keeps the embedded database's statement and parameters out of any logger's output", async () => {
  const error = await failure(() => db.query(STATEMENT, [null, SECRET]));
  const { lines, stream } = capture();
  pino(stream).error({ err: error }, 'a statement failed');
  const logged = lines.join('');
  expect(logged).toContain('"code":"23502"');
  expect(logged).not.toContain('secret-hash');
  expect(logged).not.toContain('INSERT INTO secrets');
  // Still on the error, for a debugger.
  expect((error as unknown as { params: unknown[] }).params).toEqual([null, SECRET]);
});
