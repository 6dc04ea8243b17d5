import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { CredentialCipher } from './credentials/credential-cipher';
import type { Database } from './db/database';
import { JSON_BODY_LIMIT_BYTES } from './http/body-limits';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { jsonBodyPlugin } from './http/json-body';
import { SERVER_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from './http/server-timeouts';
import { storefrontGate } from './http/storefront-gate';
import { systemClock, type Clock } from './lib/clock';
import type { RateLimiter } from './lib/rate-limiter';
import { buildLazySerializer } from './lib/serialization';
import { validatorCompiler } from './lib/validation';
import { liveOrdersPlugin } from './live/live-orders-plugin';
import { loggerOptions } from './logger';
import { compressPlugin } from './plugins/external/compress';
import { corsPlugin } from './plugins/external/cors';
import { securityHeadersPlugin } from './plugins/external/helmet';
import { multipartPlugin } from './plugins/external/multipart';
import { swaggerPlugin } from './plugins/external/swagger';
import { accountRoutes } from './routes/account';
import { auditLogRoutes } from './routes/audit-log';
import { authPublicRoutes } from './routes/auth/public-routes';
import { authSessionRoutes } from './routes/auth/session-routes';
import { employeeRoutes } from './routes/employees';
import { healthRoutes } from './routes/health';
import { inviteRoutes } from './routes/invites';
import { orderRoutes } from './routes/orders';
import { savedViewRoutes } from './routes/saved-views';
import { searchRoutes } from './routes/search';
import { serviceCredentialRoutes } from './routes/service-credentials';
import { serviceSetupGuideRoutes } from './routes/service-setup-guides';
import { serviceRoutes } from './routes/services';
import { settingsRoutes } from './routes/settings';
import { storefrontRoutes } from './routes/storefront';
import { watchListRoutes } from './routes/watch-list';
import { metrics } from './metrics/metrics-plugin';
import { uploadRoutes } from './routes/uploads';
import type { FileStorage } from './storage/file-storage';
import './types';
import { createRemotesSource } from './web/remotes-source';
import { webStatic } from './web/web-static';

export interface AppDeps {
  config: Config;
  db: Database;
  rateLimiter: RateLimiter;
  storage: FileStorage;
  cipher: CredentialCipher;
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web apps (npm start); tests leave it off. */
  serveWeb?: boolean;
  /** Tests shorten them to see them act. */
  timeouts?: ServerTimeouts;
  /** Tests move it to see a re-authentication expire. */
  clock?: Clock;
}

/**
 * The API: third-party plugins, then every route group. Each route takes its method, path,
 * schemas and access (public or protected) from its contract entry (routes/define-route).
 */
export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: trustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    ...serverTimeoutOptions(options.timeouts ?? SERVER_TIMEOUTS),
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: { buildSerializer: buildLazySerializer } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('lifecycle', { draining: false });
  app.decorate('storefrontGate', storefrontGate(config));
  app.decorate('rateLimiter', deps.rateLimiter);
  app.decorate('storage', deps.storage);
  app.decorate('cipher', deps.cipher);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorateRequest('employee', null);

  const remotes = options.serveWeb
    ? createRemotesSource({ remotesJson: config.remotesJson, file: config.remotesFile, log: app.log })
    : undefined;
  await app.register(securityHeadersPlugin, { remoteOrigins: () => remotes?.origins() ?? [] });
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(jsonBodyPlugin);
  await app.register(compressPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  await app.register(liveOrdersPlugin);
  await app.register(metrics);

  for (const routes of [
    healthRoutes,
    uploadRoutes,
    authPublicRoutes,
    authSessionRoutes,
    employeeRoutes,
    accountRoutes,
    auditLogRoutes,
    inviteRoutes,
    orderRoutes,
    savedViewRoutes,
    searchRoutes,
    serviceRoutes,
    serviceCredentialRoutes,
    serviceSetupGuideRoutes,
    settingsRoutes,
    storefrontRoutes,
    watchListRoutes,
  ]) {
    await app.register(routes);
  }
  if (remotes) await app.register(webStatic, { distDir: config.webDistDir, remotes, releasesDir: config.releasesDir });
  return app;
}

/**
 * Fastify takes proxy addresses only; a hop count becomes a function trusting that many proxies
 * whatever their address, so it suits only a deployment the public reaches solely through them.
 */
function trustProxy(setting: Config['trustProxy']): Exclude<Config['trustProxy'], number> | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
