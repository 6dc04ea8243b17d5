import { PASSWORD_LENGTH } from '@shopdesk/contracts';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { ConfigError } from './config-error';
import { defaultMigrationsDir } from './db/migrate';
import { parseKeyring, type CredentialKey } from './credentials/keyring';
import { STORAGE_DRIVERS, type StorageDriver } from './storage/file-storage';
import type { S3Settings } from './storage/s3-file-storage';
import { defaultLiveStreamsMax, openFilesLimit } from './live/descriptor-limit';
import { parseRemoteOverrides } from './web/remote-urls';

export { ConfigError } from './config-error';

/** Every setting of the API, read from the environment in this one place. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PGlite database in `${dataDir}/pg`. */
  databaseUrl?: string;
  databasePoolSize: number;
  /** MIGRATIONS_DIR: the release's SQL migrations; beside the code unless they are packaged apart. */
  migrationsDir: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /** CREDENTIALS_KEY (`keyId:base64key[,keyId:base64key...]`), the first key encrypts; absent: a key generated in dataDir. */
  credentialsKeyring?: CredentialKey[];
  adminEmail?: string;
  adminPassword?: string;
  seedDemoData: boolean;
  corsOrigins: string[];
  /** Fastify `trustProxy`: all, none, a hop count, or the addresses and CIDR ranges of the proxies. */
  trustProxy: boolean | number | string[];
  /** The web builds: `shell/`, `auth-mfe/`, ... */
  webDistDir: string;
  remotesJson?: string;
  /** The deployment's remotes file, read again whenever it changes; it overrides REMOTES_JSON remote by remote. */
  remotesFile: string;
  /** RELEASES_DIR: the remotes' published releases (`npm run release`), served at `/releases/`; no build empties it. */
  releasesDir: string;
  logLevel: LogLevel;
  /**
   * Where uploaded images are kept (STORAGE_DRIVER): `database` by default on DATABASE_URL (every
   * instance serves every image), `filesystem` (DATA_DIR/uploads) on the embedded database, or
   * `s3` (the S3_* settings).
   */
  storage: { driver: StorageDriver; s3?: S3Settings };
  /**
   * When a stock service's available credentials count as low: under `minimum`, or under `days`
   * of its completed order units over the last 30 days.
   */
  stockLow: { days: number; minimum: number };
  session: {
    idleMinutes: number;
    absoluteHours: number;
    /** Signed-in sessions one employee may hold; a new one ends the least recently used past it. */
    maxPerEmployee: number;
  };
  /**
   * Prometheus metrics, off unless one is set: METRICS_TOKEN serves `/metrics` on the API's port to
   * a bearer of that token; METRICS_PORT serves it on a port of its own (METRICS_HOST, this machine
   * only by default), to a bearer of the token too when one is set.
   */
  metrics: { token?: string; port?: number; host: string };
  shutdown: {
    /**
     * SHUTDOWN_DRAIN_SECONDS: after SIGTERM, how long the instance keeps serving while readiness
     * answers 503, so a load balancer's probe stops sending it requests before it stops listening.
     */
    drainSeconds: number;
    /** SHUTDOWN_TIMEOUT_SECONDS: how long the requests in flight may take to finish after that; then it exits regardless. */
    timeoutSeconds: number;
  };
  liveStreams: {
    /** Live order streams one employee may hold (every tab holds one); a new one closes the oldest past it. */
    perEmployee: number;
    /** Live order streams this process holds at most, below its descriptor limit; one more is refused (503). */
    max: number;
  };
  rateLimits: {
    loginFailuresPerMinute: number;
    /** Failed logins per client address across every e-mail, per 10 minutes. */
    loginFailuresPerIpPer10Minutes: number;
    forgotPasswordPerHour: number;
    /** Forgot-password requests per client address across every e-mail, per hour. */
    forgotPasswordPerIpPerHour: number;
    publicTokenCallsPerMinute: number;
    /**
     * RATE_LIMIT_STOREFRONT_KEY: calls one storefront key may make a minute. Sized for a sale (300
     * orders a second and their retries), not for a normal day: it bounds what a leaked key can do,
     * and the metrics say when a key runs hot long before it is reached.
     */
    storefrontCallsPerKeyPerMinute: number;
    /** Failed storefront key checks (malformed, unknown or revoked keys) per client address, per 10 minutes. */
    storefrontKeyFailuresPerIpPer10Minutes: number;
  };
}

/** pino's levels. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

function trustProxy(raw: string | undefined): boolean | number | string[] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d{1,3}$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every(isAddressOrRange)) {
    throw new ConfigError('TRUST_PROXY', `must be true, false, a hop count or a comma-separated list of IP addresses and CIDR ranges, got "${raw}"`);
  }
  return entries;
}

function logLevel(raw: string | undefined, fallback: LogLevel): LogLevel {
  if (!raw) return fallback;
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

export function loadConfig(env: Env = process.env): Config {
  const envName = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = int(env, 'PORT', 3000, 0, 65535);
  const descriptors = openFilesLimit();
  const adminEmail = env.ADMIN_EMAIL || undefined;
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL', 'is not an e-mail address');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword && (adminPassword.length < PASSWORD_LENGTH.min || adminPassword.length > PASSWORD_LENGTH.max)) {
    throw new ConfigError('ADMIN_PASSWORD', `must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`);
  }
  const webDistDir = resolve(env.WEB_DIST_DIR || 'dist/apps');
  const remotesJson = env.REMOTES_JSON || undefined;
  if (remotesJson) {
    try {
      parseRemoteOverrides(remotesJson, 'REMOTES_JSON');
    } catch (error) {
      // Its message starts with the variable's name, which ConfigError writes itself.
      throw new ConfigError('REMOTES_JSON', (error as Error).message.replace(/^REMOTES_JSON:? /, ''));
    }
  }
  return {
    env: envName,
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    migrationsDir: env.MIGRATIONS_DIR ? resolve(env.MIGRATIONS_DIR) : defaultMigrationsDir(),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Shopdesk <no-reply@shopdesk.local>',
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    credentialsKeyring: env.CREDENTIALS_KEY ? parseKeyring(env.CREDENTIALS_KEY) : undefined,
    adminEmail,
    adminPassword,
    seedDemoData: bool(env, 'SEED_DEMO_DATA', true),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: trustProxy(env.TRUST_PROXY),
    webDistDir,
    remotesJson,
    remotesFile: resolve(env.REMOTES_FILE || join(webDistDir, 'remotes.json')),
    releasesDir: resolve(env.RELEASES_DIR || join(env.DATA_DIR || './data', 'releases')),
    logLevel: logLevel(env.LOG_LEVEL, envName === 'test' ? 'silent' : 'info'),
    storage: storage(env),
    stockLow: {
      days: int(env, 'STOCK_LOW_DAYS', 7, 0, 365),
      minimum: int(env, 'STOCK_LOW_MINIMUM', 5, 0, 1_000_000),
    },
    session: {
      idleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 1440),
      absoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 720),
      maxPerEmployee: int(env, 'SESSIONS_PER_EMPLOYEE', 10, 1, 1000),
    },
    metrics: {
      token: metricsToken(env.METRICS_TOKEN),
      port: env.METRICS_PORT ? int(env, 'METRICS_PORT', 0, 1, 65535) : undefined,
      host: env.METRICS_HOST || '127.0.0.1',
    },
    shutdown: {
      drainSeconds: int(env, 'SHUTDOWN_DRAIN_SECONDS', 0, 0, 300),
      timeoutSeconds: int(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 600),
    },
    liveStreams: {
      // A browser opens at most 6 HTTP/1.1 connections to one host, for all its tabs: 4 streams leave room for the calls.
      perEmployee: int(env, 'LIVE_STREAMS_PER_EMPLOYEE', 4, 1, 100),
      // Below the descriptor limit, or one employee's tabs could still take every socket the process has.
      max: int(env, 'LIVE_STREAMS_MAX', defaultLiveStreamsMax(descriptors), 1, descriptors === undefined ? 1_000_000 : descriptors - 1),
    },
    rateLimits: {
      loginFailuresPerMinute: int(env, 'RATE_LIMIT_LOGIN_FAILURES', 5, 1, 10000),
      loginFailuresPerIpPer10Minutes: int(env, 'RATE_LIMIT_LOGIN_FAILURES_PER_IP', 30, 1, 100000),
      forgotPasswordPerHour: int(env, 'RATE_LIMIT_FORGOT_PASSWORD', 3, 1, 10000),
      forgotPasswordPerIpPerHour: int(env, 'RATE_LIMIT_FORGOT_PASSWORD_PER_IP', 20, 1, 100000),
      publicTokenCallsPerMinute: int(env, 'RATE_LIMIT_PUBLIC_TOKEN', 20, 1, 10000),
      storefrontCallsPerKeyPerMinute: int(env, 'RATE_LIMIT_STOREFRONT_KEY', 30_000, 1, 10_000_000),
      storefrontKeyFailuresPerIpPer10Minutes: int(env, 'RATE_LIMIT_STOREFRONT_KEY_FAILURES_PER_IP', 30, 1, 100000),
    },
  };
}

function storage(env: Env): Config['storage'] {
  const raw = env.STORAGE_DRIVER;
  const driver = raw ? STORAGE_DRIVERS.find((d) => d === raw) : env.DATABASE_URL ? 'database' : 'filesystem';
  if (!driver) throw new ConfigError('STORAGE_DRIVER', `must be one of ${STORAGE_DRIVERS.join(', ')}, got "${raw}"`);
  return driver === 's3' ? { driver, s3: s3Settings(env) } : { driver };
}

function s3Settings(env: Env): S3Settings {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new ConfigError('S3_BUCKET', 'is required when STORAGE_DRIVER is s3');
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  // An S3-compatible store rarely cares about the region, AWS always does.
  const region = env.S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || (endpoint ? 'us-east-1' : undefined);
  if (!region) throw new ConfigError('S3_REGION', 'is required when STORAGE_DRIVER is s3 on AWS (or set AWS_REGION)');
  const prefix = env.S3_PREFIX ?? 'uploads/';
  if (!/^([A-Za-z0-9._-]+\/)*$/.test(prefix)) {
    throw new ConfigError('S3_PREFIX', `must be empty or folder names each ending in "/", e.g. "shopdesk/uploads/", got "${prefix}"`);
  }
  return { bucket, region, endpoint, forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', Boolean(endpoint)), prefix };
}

/** A metrics token long enough not to be guessed; the figures say how the shop is doing. */
function metricsToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 24) throw new ConfigError('METRICS_TOKEN', `must be at least 24 characters (got ${raw.length}): generate one, e.g. \`openssl rand -base64 32\``);
  return raw;
}
