import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../errors';

/** How long an Idempotency-Key holds its answer; after that the key may make a new order. */
const KEPT_FOR = "interval '24 hours'";

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

export interface IdempotencyClaim {
  storefrontKeyId: string;
  idempotencyKey: string;
  requestHash: Buffer;
}

/**
 * Claims an Idempotency-Key for this request, inside the transaction that makes the order: null
 * when this request is the first (go on, then `storeAnswer`), else the first request's answer.
 * A request racing the first one waits here, on the table's primary key, until the first commits
 * (its answer is then replayed) or rolls back (this one then goes on). A key whose answer is older
 * than 24 hours is claimed again. The same key with another body is a 422.
 */
export async function claimIdempotencyKey(tx: Queryable, claim: IdempotencyClaim): Promise<StoredAnswer | null> {
  const params = [claim.storefrontKeyId, claim.idempotencyKey];
  const claimed = await tx.query(
    `INSERT INTO storefront_idempotency (storefront_key_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (storefront_key_id, idempotency_key) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, order_id = NULL, status_code = NULL, response = NULL, created_at = now(), updated_at = now()
      WHERE storefront_idempotency.created_at <= now() - ${KEPT_FOR}
     RETURNING 1`,
    [...params, claim.requestHash],
  );
  if (claimed.rows.length > 0) return null;

  const { rows } = await tx.query<{ request_hash: Buffer | Uint8Array; status_code: number; response: unknown }>(
    'SELECT request_hash, status_code, response FROM storefront_idempotency WHERE storefront_key_id = $1 AND idempotency_key = $2',
    params,
  );
  const stored = rows[0];
  if (!Buffer.from(stored.request_hash).equals(claim.requestHash)) {
    const message = 'This Idempotency-Key was already used with a different request: use a new key for a new order';
    throw new HttpError(422, 'Unprocessable Entity', message, [{ path: 'idempotency-key', message }]);
  }
  return { statusCode: stored.status_code, body: stored.response };
}

/**
 * Keeps the answer of the request that claimed the key, and deletes this storefront key's answers
 * past their 24 hours (a few rows, found by the index, on each new order).
 */
export async function storeAnswer(tx: Queryable, claim: IdempotencyClaim, orderId: string, answer: StoredAnswer): Promise<void> {
  await tx.query(
    `UPDATE storefront_idempotency SET order_id = $3, status_code = $4, response = $5, updated_at = now()
      WHERE storefront_key_id = $1 AND idempotency_key = $2`,
    [claim.storefrontKeyId, claim.idempotencyKey, orderId, answer.statusCode, JSON.stringify(answer.body)],
  );
  // SKIP LOCKED: a row another request is claiming again, or deleting, is left to it; nothing waits.
  await tx.query(
    `DELETE FROM storefront_idempotency WHERE (storefront_key_id, idempotency_key) IN (
       SELECT storefront_key_id, idempotency_key FROM storefront_idempotency
        WHERE storefront_key_id = $1 AND created_at <= now() - ${KEPT_FOR} FOR UPDATE SKIP LOCKED)`,
    [claim.storefrontKeyId],
  );
}
