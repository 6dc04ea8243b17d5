import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_DOCS, STOREFRONT_KEY_HEADER } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** @fastify/swagger and its UI: the OpenAPI document of every route, at API_DOCS. */
async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shopdesk API', version: '1.0.0', description: 'The admin back-office API' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          storefrontKey: { type: 'apiKey', in: 'header', name: STOREFRONT_KEY_HEADER, description: 'npm run storefront-key -- create <name>' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS, staticCSP: true });
}

export const swaggerPlugin = fp(apiDocs, { name: 'api-docs', fastify: '5.x' });
