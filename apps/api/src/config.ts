import { resolve } from 'node:path';

/** Every setting of the API, read from the environment in this one place. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PGlite database in `${dataDir}/pg`. */
  databaseUrl?: string;
  databaseReadUrl?: string;
  databasePoolSize: number;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /** `keyId:base64key[,keyId:base64key...]`, the first one encrypts; absent: a key generated in dataDir. */
  credentialsKey?: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemoData: boolean;
  corsOrigins: string[];
  trustProxy: boolean | string;
  webDistDir?: string;
  remotesJson?: string;
  logLevel: string;
  session: { idleMinutes: number; absoluteHours: number };
  rateLimits: {
    loginFailuresPerMinute: number;
    forgotPasswordPerHour: number;
    publicTokenCallsPerMinute: number;
  };
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

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

function trustProxy(raw: string | undefined): boolean | string {
  if (!raw) return false;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const envName = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = int(env, 'PORT', 3000, 0, 65535);
  const adminEmail = env.ADMIN_EMAIL || undefined;
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL', 'is not an e-mail address');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword && (adminPassword.length < 8 || adminPassword.length > 128)) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be 8 to 128 characters');
  }
  const remotesJson = env.REMOTES_JSON || undefined;
  if (remotesJson) {
    try {
      JSON.parse(remotesJson);
    } catch {
      throw new ConfigError('REMOTES_JSON', 'is not valid JSON');
    }
  }
  return {
    env: envName,
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseReadUrl: url(env, 'DATABASE_READ_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Shopdesk <no-reply@shopdesk.local>',
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    credentialsKey: env.CREDENTIALS_KEY || undefined,
    adminEmail,
    adminPassword,
    seedDemoData: bool(env, 'SEED_DEMO_DATA', true),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: trustProxy(env.TRUST_PROXY),
    webDistDir: env.WEB_DIST_DIR || undefined,
    remotesJson,
    logLevel: env.LOG_LEVEL || (envName === 'test' ? 'silent' : 'info'),
    session: {
      idleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 1440),
      absoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 720),
    },
    rateLimits: {
      loginFailuresPerMinute: int(env, 'RATE_LIMIT_LOGIN_FAILURES', 5, 1, 10000),
      forgotPasswordPerHour: int(env, 'RATE_LIMIT_FORGOT_PASSWORD', 3, 1, 10000),
      publicTokenCallsPerMinute: int(env, 'RATE_LIMIT_PUBLIC_TOKEN', 20, 1, 10000),
    },
  };
}
