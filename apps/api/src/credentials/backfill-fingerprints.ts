import type { Database } from '../db/database';
import type { CredentialCipher } from './credential-cipher';
import { credentialFingerprint } from './credential-fingerprint';

const BATCH_SIZE = 500;

/**
 * Gives every credential without a fingerprint its own (rows older than the column, or written by
 * something that does not know the key). Run at start-up before serving: an import compares
 * fingerprints only. Batched, each batch its own short transaction, so a large stock never holds
 * one long lock; SKIP LOCKED lets two instances starting together share the work.
 * Answers how many rows it filled.
 */
export async function backfillFingerprints(db: Database, cipher: CredentialCipher, batchSize = BATCH_SIZE): Promise<number> {
  let filled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; user_id: string | null; password_enc: string }>(
        `SELECT id, user_id, password_enc FROM service_credentials
          WHERE fingerprint IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      // As hex text: both drivers pass a text array the same way.
      const fingerprints = rows.map((r) => credentialFingerprint(cipher, r.user_id, cipher.decrypt(r.password_enc, r.id)).toString('hex'));
      await tx.query(
        `UPDATE service_credentials c SET fingerprint = decode(f.fingerprint, 'hex')
           FROM unnest($1::uuid[], $2::text[]) AS f(id, fingerprint)
          WHERE c.id = f.id`,
        [ids, fingerprints],
      );
      return rows.length;
    });
    filled += done;
    if (done < batchSize) return filled;
  }
}
