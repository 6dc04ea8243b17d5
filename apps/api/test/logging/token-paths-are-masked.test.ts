import { Writable } from 'node:stream';
import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { migrate } from '../../src/db/migrate';
import { memoryRateLimiter } from '../../src/lib/rate-limiter';
import { hashPassword } from '../../src/lib/passwords';
import { newToken, tokenHash } from '../../src/lib/tokens';
import { totpCodeAt } from '../../src/lib/totp';
import { loggerOptions, redactUrl } from '../../src/logger';
import { localFileStorage } from '../../src/storage/local-file-storage';
import { migratedPgliteTemplate } from '../helpers/pglite-template';
import { testCipher } from '../helpers/test-cipher';

// Anyone who reads the request log must not be able to take over an invite or an account.
describe('request logs', () => {
  let app: FastifyInstance;
  let db: Database;
  let lines = '';

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/shopdesk-log-test', LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines += chunk.toString('utf8');
        done();
      },
    });
    db = await openPgliteDatabase(undefined, migratedPgliteTemplate());
    await migrate(db);
    app = await buildApp(
      {
        config,
        db,
        rateLimiter: memoryRateLimiter(),
        storage: localFileStorage('/tmp/shopdesk-log-test/uploads'),
        cipher: testCipher,
      },
      { logger: { ...(loggerOptions(config) as object), stream } },
    );
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it.each([
    ['the invite page', (token: string) => `/auth/register/${token}`],
    ['the reset page', (token: string) => `/auth/resetEmployeePassword/${token}`],
    ['the invite lookup', (token: string) => api.auth.getEmailFromToken.path.replace(':token', token)],
    ['a token in the query', (token: string) => `/api/health?token=${token}`],
  ])('mask the token of %s', async (_name, url) => {
    const token = newToken();
    lines = '';
    await app.inject({ method: 'GET', url: url(token) });
    expect(lines).toMatch(/\[redacted\]/);
    expect(lines).not.toContain(token);
  });

  it('never hold a secret of the sign-in security: passwords, app secrets, codes, recovery codes, pending tokens, storefront keys', async () => {
    const password = 'a password nobody logs';
    const { rows } = await db.query<{ id: string }>(
      "INSERT INTO employees (name, email, password_hash, level) VALUES ('Log Owner', 'log-owner@shopdesk.test', $1, 'owner') RETURNING id",
      [await hashPassword(password)],
    );
    const token = newToken();
    await db.query('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2)', [rows[0].id, tokenHash(token)]);
    const call = (method: string, url: string, payload?: unknown, bearer: string | null = token) =>
      app.inject({ method: method as 'POST', url, payload: payload as object, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
    lines = '';
    const secrets: string[] = [password, token];

    await call('POST', api.account.confirmIdentity.path, { password });
    const { secret } = (await call('POST', api.account.startTotpEnrolment.path)).json().data;
    const code = totpCodeAt(secret, Date.now());
    const { recoveryCodes } = (await call('POST', api.account.confirmTotpEnrolment.path, { code })).json().data;
    const { pendingToken } = (await call('POST', api.auth.login.path, { email: 'log-owner@shopdesk.test', password }, null)).json().data.secondFactor;
    const signedIn = (await call('POST', api.auth.loginWithCode.path, { pendingToken, code: recoveryCodes[0] }, null)).json().data.token;
    const { key } = (await call('POST', api.settings.createStorefrontKey.path, { name: 'log shop' })).json().data;
    secrets.push(secret, code, ...recoveryCodes, pendingToken, signedIn, key);

    expect(lines.length).toBeGreaterThan(0);
    for (const value of secrets) expect(lines).not.toContain(value);
  });
});

describe('redactUrl', () => {
  it('masks a token-long segment anywhere, keeps ids, names and the query around it', () => {
    const token = newToken();
    const id = '0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d';
    expect(redactUrl(`/auth/register/${token}?from=mail`)).toBe('/auth/register/[redacted]?from=mail');
    expect(redactUrl(`/somewhere/new/${token}/next`)).toBe('/somewhere/new/[redacted]/next');
    expect(redactUrl(`/api/orders/${id}`)).toBe(`/api/orders/${id}`);
    expect(redactUrl('/api/employeeApp/public/auth/register/')).toBe('/api/employeeApp/public/auth/register/');
    expect(redactUrl('/x?page=2&password=hunter2&q=a')).toBe('/x?page=2&password=[redacted]&q=a');
  });
});
