import { resolve } from 'node:path';
import { loadConfig } from '../../src/config';
import { defaultMigrationsDir } from '../../src/db/migrate';
import { onEmbeddedOnly } from '../helpers/postgres-only';
import { killLeftoverRuns, runMain } from './run-main';

afterAll(killLeftoverRuns);

it.each([
  ['PORT', 'abc', 'Invalid configuration: PORT must be an integer from 0 to 65535, got "abc"'],
  ['DATABASE_URL', 'mysql://db/shop', 'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://'],
  ['REDIS_URL', 'not a url', 'Invalid configuration: REDIS_URL is not a valid URL'],
  ['SMTP_URL', 'http://mail', 'Invalid configuration: SMTP_URL must start with smtp:// or smtps://'],
  ['ADMIN_EMAIL', 'admin', 'Invalid configuration: ADMIN_EMAIL is not an e-mail address'],
  ['ADMIN_PASSWORD', 'short', 'Invalid configuration: ADMIN_PASSWORD must be 8 to 128 characters'],
  ['SEED_DEMO_DATA', 'maybe', 'Invalid configuration: SEED_DEMO_DATA must be true or false, got "maybe"'],
  ['SESSION_IDLE_MINUTES', '0', 'Invalid configuration: SESSION_IDLE_MINUTES must be an integer from 1 to 1440, got "0"'],
  [
    'RATE_LIMIT_LOGIN_FAILURES_PER_IP',
    '0',
    'Invalid configuration: RATE_LIMIT_LOGIN_FAILURES_PER_IP must be an integer from 1 to 100000, got "0"',
  ],
  [
    'RATE_LIMIT_FORGOT_PASSWORD_PER_IP',
    'many',
    'Invalid configuration: RATE_LIMIT_FORGOT_PASSWORD_PER_IP must be an integer from 1 to 100000, got "many"',
  ],
  [
    'TRUST_PROXY',
    'proxy.internal',
    'Invalid configuration: TRUST_PROXY must be true, false, a hop count or a comma-separated list of IP addresses and CIDR ranges, got "proxy.internal"',
  ],
  [
    'TRUST_PROXY',
    '10.0.0.1,10.0.0.0/33',
    'Invalid configuration: TRUST_PROXY must be true, false, a hop count or a comma-separated list of IP addresses and CIDR ranges, got "10.0.0.1,10.0.0.0/33"',
  ],
  ['METRICS_TOKEN', 'short-token', 'Invalid configuration: METRICS_TOKEN must be at least 24 characters (got 11): generate one, e.g. `openssl rand -base64 32`'],
  ['METRICS_PORT', '70000', 'Invalid configuration: METRICS_PORT must be an integer from 1 to 65535, got "70000"'],
  ['SHUTDOWN_DRAIN_SECONDS', '-5', 'Invalid configuration: SHUTDOWN_DRAIN_SECONDS must be an integer from 0 to 300, got "-5"'],
  ['STOCK_LOW_DAYS', '-1', 'Invalid configuration: STOCK_LOW_DAYS must be an integer from 0 to 365, got "-1"'],
  ['STOCK_LOW_MINIMUM', '2.5', 'Invalid configuration: STOCK_LOW_MINIMUM must be an integer from 0 to 1000000, got "2.5"'],
  ['REMOTES_JSON', '{"orders":', 'Invalid configuration: REMOTES_JSON is not valid JSON'],
  ['LOG_LEVEL', 'verbose', 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"'],
  ['CREDENTIALS_KEY', 'no-colon-here', 'Invalid configuration: CREDENTIALS_KEY must look like "keyId:base64key[,keyId:base64key]"'],
  ['CREDENTIALS_KEY', 'k1:c2hvcnQ=', 'Invalid configuration: CREDENTIALS_KEY key "k1" must be 32 bytes (base64 of 32 random bytes)'],
])('names %s when its value is bad', (variable, value, message) => {
  expect(() => loadConfig({ [variable]: value })).toThrow(message);
});

it.each([
  [{ STORAGE_DRIVER: 'disk' }, 'Invalid configuration: STORAGE_DRIVER must be one of filesystem, database, s3, got "disk"'],
  [{ STORAGE_DRIVER: 's3' }, 'Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER is s3'],
  [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'shop' }, 'Invalid configuration: S3_REGION is required when STORAGE_DRIVER is s3 on AWS (or set AWS_REGION)'],
  [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' }, 'Invalid configuration: S3_ENDPOINT must start with http:// or https://'],
  [
    { STORAGE_DRIVER: 's3', S3_BUCKET: 'shop', AWS_REGION: 'eu-west-1', S3_PREFIX: '/uploads' },
    'Invalid configuration: S3_PREFIX must be empty or folder names each ending in "/", e.g. "shopdesk/uploads/", got "/uploads"',
  ],
])('names the storage setting that is missing or bad: %j', (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

it('reads the migrations beside the code unless MIGRATIONS_DIR says where they are', () => {
  expect(loadConfig({}).migrationsDir).toBe(defaultMigrationsDir());
  expect(loadConfig({ MIGRATIONS_DIR: 'release-2/migrations' }).migrationsDir).toBe(resolve('release-2/migrations'));
});

it('keeps uploads in the database on DATABASE_URL and on the disk otherwise, unless STORAGE_DRIVER says', () => {
  expect(loadConfig({}).storage).toEqual({ driver: 'filesystem' });
  expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).storage).toEqual({ driver: 'database' });
  expect(loadConfig({ DATABASE_URL: 'postgres://db/shop', STORAGE_DRIVER: 'filesystem' }).storage).toEqual({ driver: 'filesystem' });
  // An S3-compatible store at an address of its own: path-style, any region; AWS: virtual hosts, its region.
  expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'http://minio:9000' }).storage.s3).toEqual({
    bucket: 'shop',
    region: 'us-east-1',
    endpoint: 'http://minio:9000',
    forcePathStyle: true,
    prefix: 'uploads/',
  });
  expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'shop', AWS_REGION: 'eu-west-1', S3_PREFIX: '' }).storage.s3).toEqual({
    bucket: 'shop',
    region: 'eu-west-1',
    endpoint: undefined,
    forcePathStyle: false,
    prefix: '',
  });
});

it('checks REMOTES_JSON whole, and names the remote whose URL carries a password without repeating it', () => {
  expect(() => loadConfig({ REMOTES_JSON: '{"order":"/mfe/orders/remoteEntry.js"}' })).toThrow(
    'Invalid configuration: REMOTES_JSON unknown remote "order" (expected auth, orders, services, users)',
  );
  const withPassword = () => loadConfig({ REMOTES_JSON: JSON.stringify({ users: 'https://deploy:s3cret@cdn.example.com/users/remoteEntry.js' }) });
  expect(withPassword).toThrow(
    'Invalid configuration: REMOTES_JSON "users" must not carry a user name or password (https://…@cdn.example.com/users/remoteEntry.js)',
  );
  expect(withPassword).not.toThrow(/s3cret/);
});

it.each([
  ['true', true],
  ['false', false],
  ['2', 2],
  ['10.0.0.1, 192.168.0.0/16,::1', ['10.0.0.1', '192.168.0.0/16', '::1']],
])('reads TRUST_PROXY=%s as all, none, a hop count or proxy addresses', (value, expected) => {
  expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
});

it('parses CREDENTIALS_KEY into its keys when the configuration loads', () => {
  const key = Buffer.alloc(32, 7);
  const config = loadConfig({ CREDENTIALS_KEY: `new:${key.toString('base64')},old:${Buffer.alloc(32, 1).toString('base64')}` });
  expect(config.credentialsKeyring?.map((k) => k.id)).toEqual(['new', 'old']);
  expect(config.credentialsKeyring?.[0].key.equals(key)).toBe(true);
});

it('reads the per-address limits of login failures and forgot-password requests, 30 and 20 by default', () => {
  expect(loadConfig({}).rateLimits).toMatchObject({ loginFailuresPerIpPer10Minutes: 30, forgotPasswordPerIpPerHour: 20 });
  const set = loadConfig({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '50', RATE_LIMIT_FORGOT_PASSWORD_PER_IP: '5' });
  expect(set.rateLimits).toMatchObject({ loginFailuresPerIpPer10Minutes: 50, forgotPasswordPerIpPerHour: 5 });
});

it('no longer reads DATABASE_READ_URL, which nothing used', () => {
  expect(loadConfig({ DATABASE_READ_URL: 'postgres://replica/shop' })).not.toHaveProperty('databaseReadUrl');
});

onEmbeddedOnly('the server started', () => {
  it('stops at start with the message and exit code 1', async () => {
    const run = await runMain({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('Invalid configuration: PORT must be an integer from 0 to 65535, got "abc"');
  });
});
