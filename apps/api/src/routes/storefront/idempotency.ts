import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { claimIdempotencyRow, findIdempotencyRow, type IdempotencyKey } from '../../repositories/storefront-idempotency';
import { HttpError } from '../../errors';

/** JSON with every object's keys sorted: the same body hashes the same, however its fields were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the request's body: a retry must send the same body to get the first answer. */
export function requestHash(body: unknown): Buffer {
  return createHash('sha256').update(canonicalJson(body), 'utf8').digest();
}

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyClaim extends IdempotencyKey {
  requestHash: Buffer;
}

/**
 * Claims an Idempotency-Key for this request, inside the transaction that makes the order: null
 * when this request is the first (go on, and keep its answer with the order: insertStorefrontOrder),
 * else the first request's answer.
 * A request racing the first one waits here, on the table's primary key, until the first commits
 * (its answer is then replayed) or rolls back (this one then goes on). A key whose answer is older
 * than 24 hours is claimed again. The same key with another body is a 422.
 */
export async function claimIdempotencyKey(tx: Queryable, claim: IdempotencyClaim): Promise<StoredAnswer | null> {
  if (await claimIdempotencyRow(tx, claim, claim.requestHash)) return null;
  const stored = await findIdempotencyRow(tx, claim);
  if (!Buffer.from(stored.request_hash).equals(claim.requestHash)) {
    const message = 'This Idempotency-Key was already used with a different request: use a new key for a new order';
    throw new HttpError(422, 'Unprocessable Entity', message, [{ path: 'idempotency-key', message }]);
  }
  return { statusCode: stored.status_code, body: stored.response };
}
