import { api, type StorefrontKey } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { conflict, fieldConflict, HttpError, invalidField } from '../../errors';
import {
  listStorefrontKeys, makeStorefrontKey, revokeStorefrontKey, StorefrontKeyError, type StorefrontKeyListing,
} from '../../storefront/storefront-keys';
import { defineRoute } from '../define-route';

const toStorefrontKey = (key: StorefrontKeyListing): Static<typeof StorefrontKey> => ({
  _id: key.id,
  name: key.name,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  revokedAt: key.revokedAt?.toISOString() ?? null,
});

/** A key's refusal as the web takes it: at the name field, or about the key. */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof StorefrontKeyError)) return error;
  if (error.kind === 'taken') return fieldConflict('name', error.message);
  if (error.kind === 'missing') return new HttpError(404, 'Not Found', error.message);
  if (error.kind === 'revoked') return conflict(error.message);
  return invalidField('name', error.message);
}

async function keyOf(app: FastifyInstance, id: string) {
  return toStorefrontKey((await listStorefrontKeys(app.db)).find((key) => key.id === id) as StorefrontKeyListing);
}

/** The storefront's keys on the security settings page (owners): made and revoked with a fresh proof, audited as the owner. */
export function storefrontKeyRoutes(app: FastifyInstance): void {
  defineRoute(app, api.settings.getStorefrontKeys, async () => ({ data: (await listStorefrontKeys(app.db)).map(toStorefrontKey) }));

  defineRoute(app, api.settings.createStorefrontKey, async ({ body, actor, reply }) => {
    const made = await makeStorefrontKey(app.db, body.name, actor).catch((error: unknown) => {
      throw asHttpError(error);
    });
    // The key is in this answer only: no cache may keep it (protected answers are no-store already).
    reply.header('cache-control', 'no-store');
    return { data: { key: made.key, storefrontKey: await keyOf(app, made.id) }, message: 'Storefront key made: copy it now, it is not shown again' };
  });

  defineRoute(app, api.settings.revokeStorefrontKey, async ({ params, actor }) => {
    await revokeStorefrontKey(app.db, params.id, actor, 'id').catch((error: unknown) => {
      throw asHttpError(error);
    });
    return { data: await keyOf(app, params.id), message: 'Storefront key revoked' };
  });
}
