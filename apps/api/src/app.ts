import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_DOCS } from '@shopdesk/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { CredentialCipher } from './credentials/credential-cipher';
import type { Database } from './db/database';
import { errorHandler, notFoundHandler } from './plugins/external/error-handler';
import { resolveRemotes, webStatic } from './plugins/external/web-static';
import { protectScope } from './plugins/app/authentication';
import type { RateLimiter } from './lib/rate-limiter';
import { validatorCompiler } from './lib/validation';
import { loggerOptions } from './logger';
import { authPublicRoutes } from './routes/auth/public-routes';
import { authSessionRoutes } from './routes/auth/session-routes';
import { employeeRoutes } from './routes/employees';
import { healthRoutes } from './routes/health';
import { inviteRoutes } from './routes/invites';
import { orderRoutes } from './routes/orders';
import { serviceCredentialRoutes } from './routes/service-credentials';
import { serviceSetupGuideRoutes } from './routes/service-setup-guides';
import { serviceRoutes } from './routes/services';
import { uploadRoutes } from './routes/uploads';
import type { FileStorage } from './storage/file-storage';
import './types';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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
}

export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: trustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('rateLimiter', deps.rateLimiter);
  app.decorate('storage', deps.storage);
  app.decorate('cipher', deps.cipher);
  app.decorateRequest('employee', null);

  // Remotes published elsewhere (a CDN, per REMOTES_JSON) must be allowed to load their scripts.
  const remoteOrigins = options.serveWeb ? remoteScriptOrigins(config.remotesJson) : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...remoteOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: false });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 80, fieldSize: 16 * 1024, parts: 82, headerPairs: 50 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shopdesk API', version: '1.0.0', description: 'The admin back-office API' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS, staticCSP: true });

  await app.register(healthRoutes);
  await app.register(uploadRoutes);
  await app.register(authPublicRoutes);
  await app.register(async (protectedScope) => {
    protectScope(protectedScope);
    await protectedScope.register(authSessionRoutes);
    await protectedScope.register(employeeRoutes);
    await protectedScope.register(inviteRoutes);
    await protectedScope.register(orderRoutes);
    await protectedScope.register(serviceRoutes);
    await protectedScope.register(serviceCredentialRoutes);
    await protectedScope.register(serviceSetupGuideRoutes);
  });
  if (options.serveWeb) await app.register(webStatic, { distDir: config.webDistDir, remotesJson: config.remotesJson });
  return app;
}

/**
 * Fastify takes proxy addresses only; a hop count becomes a function trusting that many proxies
 * whatever their address, so it suits only a deployment the public reaches solely through them.
 */
function trustProxy(setting: Config['trustProxy']): Exclude<Config['trustProxy'], number> | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

function remoteScriptOrigins(remotesJson: string | undefined): string[] {
  const origins = Object.values(resolveRemotes(remotesJson))
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
