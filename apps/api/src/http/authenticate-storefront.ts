import { STOREFRONT_KEY_HEADER } from '@shopdesk/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests, unauthorized } from '../errors';
import { prepared } from '../db/prepared-statements';
import { tokenHash } from '../lib/tokens';
import { storefrontKeyLimit } from './storefront-key-limit';

/** The storefront key a request was made with: who made the order, as the audit log records it. */
export interface StorefrontKey {
  id: string;
  name: string;
}

const PREFIX = 'sfk_';
/** `sfk_` and 32 random bytes in base64url: the prefix tells the key apart in logs and secret scanners. */
const KEY_FORMAT = /^sfk_[A-Za-z0-9_-]{43}$/;

/** A new storefront key. It is shown once; only `tokenHash(key)` is stored. */
export function newStorefrontKey(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

/**
 * last_used_at is written at most once a minute: `list` shows when a key was last used, to the
 * minute, and a busy storefront does not write the keys table on every request.
 */
const TOUCH_AFTER = "interval '1 minute'";

/** Run on every storefront call: prepared (a look-up by the unique hash). */
const KEY_SQL = prepared(`SELECT id, name, revoked_at IS NOT NULL AS revoked, (last_used_at IS NULL OR last_used_at <= now() - ${TOUCH_AFTER}) AS stale
  FROM storefront_keys WHERE key_hash = $1`);

interface KeyRow {
  id: string;
  name: string;
  revoked: boolean;
  stale: boolean;
}

const keys = new WeakMap<FastifyRequest, StorefrontKey>();

/** Malformed, unknown and revoked keys get this one answer: it tells a guesser nothing about which keys exist. */
const REFUSED = 'Unknown or revoked storefront key';

/**
 * Checks the request's storefront key (401 when missing, malformed, unknown or revoked; 429 past
 * the failures allowed from the client's address, see storefront-key-limit.ts) and counts the
 * call against the key's limit (429 past RATE_LIMIT_STOREFRONT_KEY a minute). Runs before the body is read.
 */
export async function authenticateStorefront(app: FastifyInstance, req: FastifyRequest): Promise<StorefrontKey> {
  const sent = req.headers[STOREFRONT_KEY_HEADER.toLowerCase()];
  if (sent === undefined || sent === '') throw unauthorized(`A storefront key is required (${STOREFRONT_KEY_HEADER} header)`);
  const hash = typeof sent === 'string' && KEY_FORMAT.test(sent) ? tokenHash(sent) : null;
  const limit = storefrontKeyLimit(app, req.ip, hash);
  const overAddressLimit = await limit.countAttempt();
  if (!hash) throw unauthorized(REFUSED);
  const { rows } = await app.db.query<KeyRow>(KEY_SQL, [hash]);
  const row = rows[0];
  if (!row || row.revoked) throw overAddressLimit ?? unauthorized(REFUSED);
  await limit.succeeded();

  app.metrics.storefrontCalls.inc({ key: row.name });
  const state = await app.rateLimiter.hit(`storefront:${row.id}`, 60);
  if (state.count > app.config.rateLimits.storefrontCallsPerKeyPerMinute) {
    app.metrics.storefrontLimited.inc({ key: row.name });
    throw tooManyRequests(state.retryAfterSeconds);
  }

  if (row.stale) {
    await app.db.query(
      `UPDATE storefront_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= now() - ${TOUCH_AFTER})`,
      [row.id],
    );
  }
  const key = { id: row.id, name: row.name };
  keys.set(req, key);
  return key;
}

/** The storefront key `authenticateStorefront` accepted for this request. */
export function storefrontKeyOf(req: FastifyRequest): StorefrontKey {
  const key = keys.get(req);
  if (!key) throw unauthorized();
  return key;
}
