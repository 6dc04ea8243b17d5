import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { loadCredentialCipher } from './credentials/aes-gcm-cipher';
import { backfillFingerprints } from './credentials/backfill-fingerprints';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { openRedis } from './lib/redis';
import { loggerOptions } from './logger';
import { startOutboxWorker, type OutboxWorker } from './mail/outbox-worker';
import { startMetricsServer } from './metrics/metrics-server';
import { createMailTransport, type MailTransport } from './mail/transports';
import { seedOnFirstStart } from './seed';
import { firstStartBanner } from './seed/banner';
import type { FileStorage } from './storage/file-storage';
import { filesLeftOnDisk, openFileStorage } from './storage/open-file-storage';

const OUTBOX_INTERVAL_MS = 2000;

interface Resources {
  app?: FastifyInstance;
  metricsServer?: Server;
  worker?: OutboxWorker;
  transport?: MailTransport;
  rateLimiter?: RateLimiter;
  storage?: FileStorage;
  db?: Database;
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * In this order: stop accepting and let the requests in flight finish, let the e-mail batch in
 * flight finish, then close the mailer, Redis and the database they were using.
 */
async function closeResources(r: Resources, log: pino.Logger): Promise<void> {
  const { app, worker, transport, rateLimiter, storage, db } = r;
  const steps: Array<[string, (() => Promise<unknown>) | undefined]> = [
    ['http server', app && (() => app.close())],
    ['metrics server', r.metricsServer && (() => new Promise((resolve) => r.metricsServer?.close(resolve)))],
    ['outbox worker', worker && (() => worker.stop())],
    ['mail transport', transport && (() => transport.close())],
    ['rate limiter', rateLimiter && (() => rateLimiter.close())],
    ['file storage', storage && (() => storage.close())],
    ['database', db && (() => db.close())],
  ];
  for (const [name, close] of steps) {
    if (close) await close().catch((error: unknown) => log.error({ err: error }, `could not close the ${name}`));
  }
}

async function start(config: Config, log: pino.Logger, r: Resources): Promise<void> {
  const db = (r.db = await openDatabase(config, (error) => log.warn({ err: error }, 'database connection error')));
  const applied = await migrate(db, config.migrationsDir);
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');

  const storage = (r.storage = await openFileStorage(config.storage.driver, config, db));
  const leftOnDisk = await filesLeftOnDisk(config);
  if (leftOnDisk) {
    log.warn(
      `${leftOnDisk} uploaded images are in DATA_DIR/uploads, which STORAGE_DRIVER=${config.storage.driver} does not serve: ` +
        `move them with \`npm run storage -- move filesystem ${config.storage.driver}\``,
    );
  }
  const cipher = loadCredentialCipher(config);
  const fingerprinted = await backfillFingerprints(db, cipher);
  if (fingerprinted) log.info({ credentials: fingerprinted }, 'credential fingerprints filled in');
  const rateLimiter = (r.rateLimiter = config.redisUrl ? redisRateLimiter(openRedis(config.redisUrl, log)) : memoryRateLimiter());
  const app = (r.app = await buildApp({ config, db, rateLimiter, storage, cipher }, { serveWeb: true }));

  const banner = firstStartBanner(await seedOnFirstStart({ config, db, storage, cipher }), config.publicUrl);
  if (banner) process.stdout.write(`${banner}\n`);

  const transport = (r.transport = createMailTransport(config, log));
  r.worker = startOutboxWorker({
    db,
    transport,
    cipher,
    logger: log,
    intervalMs: OUTBOX_INTERVAL_MS,
    onFailedAttempt: (givenUp) => app.metrics.emailFailures.inc({ final: String(givenUp) }),
  });

  await app.listen({ host: config.host, port: config.port });
  const { port: metricsPort, host: metricsHost, token: metricsToken } = config.metrics;
  if (metricsPort !== undefined) {
    r.metricsServer = await startMetricsServer({ registry: app.metrics.registry, port: metricsPort, host: metricsHost, token: metricsToken });
    log.info(`metrics on http://${metricsHost}:${metricsPort}/metrics`);
  }
  log.info(`Shopdesk is listening on ${config.host}:${config.port}; open ${config.publicUrl}`);
}

async function main() {
  const config = readConfig();
  const log = pino(loggerOptions(config) as pino.LoggerOptions);
  const resources: Resources = {};
  const starting = start(config, log, resources);

  // Heard from the first moment: a signal while the server is still starting (a deploy that moved
  // on, a supervisor's stop) lets the start finish and then shuts down as usual, instead of
  // killing the process half-started. A start that fails exits on its own, below.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: shutting down`);
    const { drainSeconds, timeoutSeconds } = config.shutdown;
    setTimeout(() => {
      log.error(`shutdown took longer than ${drainSeconds + timeoutSeconds} s: exiting without waiting`);
      process.exit(1);
    }, (drainSeconds + timeoutSeconds) * 1000);
    void starting.then(
      async () => {
        // Readiness answers 503 from now on; requests are still served while load balancers notice.
        if (resources.app) resources.app.lifecycle.draining = true;
        if (drainSeconds > 0) log.info(`readiness answers 503: serving for ${drainSeconds} s more before closing`);
        await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
        await closeResources(resources, log);
        process.exit(0);
      },
      () => undefined,
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await starting;
  } catch (error) {
    log.error({ err: error }, 'Shopdesk could not start');
    await closeResources(resources, log);
    process.exit(1);
  }
}

void main();
