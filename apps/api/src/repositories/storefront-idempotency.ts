import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';

/** How long an Idempotency-Key holds its answer; after that the key may make a new order. */
const KEPT_FOR = "interval '24 hours'";

/** One storefront key's Idempotency-Key. */
export interface IdempotencyKey {
  storefrontKeyId: string;
  idempotencyKey: string;
}

/**
 * Takes the key for a request with this body hash, or takes it again when its answer is past its
 * 24 hours; answers whether it did. A request racing another with the same key waits here, on the
 * table's primary key, until the other commits (false) or rolls back (true). The same statement
 * deletes this storefront key's other answers past their 24 hours (a few rows, found by the index):
 * SKIP LOCKED leaves a row another request is claiming again, or deleting, to it; nothing waits.
 */
const CLAIM = prepared(`
  WITH expired AS (
    DELETE FROM storefront_idempotency WHERE (storefront_key_id, idempotency_key) IN (
      SELECT storefront_key_id, idempotency_key FROM storefront_idempotency
       WHERE storefront_key_id = $1 AND idempotency_key <> $2 AND created_at <= now() - ${KEPT_FOR} FOR UPDATE SKIP LOCKED)
  )
  INSERT INTO storefront_idempotency (storefront_key_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
  ON CONFLICT (storefront_key_id, idempotency_key) DO UPDATE
     SET request_hash = EXCLUDED.request_hash, order_id = NULL, status_code = NULL, response = NULL, created_at = now(), updated_at = now()
   WHERE storefront_idempotency.created_at <= now() - ${KEPT_FOR}
  RETURNING 1`);

export async function claimIdempotencyRow(tx: Queryable, key: IdempotencyKey, requestHash: Buffer): Promise<boolean> {
  const { rows } = await tx.query(CLAIM, [key.storefrontKeyId, key.idempotencyKey, requestHash]);
  return rows.length > 0;
}

export interface IdempotencyRow {
  request_hash: Buffer | Uint8Array;
  status_code: number;
  response: unknown;
}

export async function findIdempotencyRow(tx: Queryable, key: IdempotencyKey): Promise<IdempotencyRow> {
  const { rows } = await tx.query<IdempotencyRow>(
    'SELECT request_hash, status_code, response FROM storefront_idempotency WHERE storefront_key_id = $1 AND idempotency_key = $2',
    [key.storefrontKeyId, key.idempotencyKey],
  );
  return rows[0];
}
