import type { Database } from '../db/database';
import { pgErrorCode, PG_ERROR } from '../db/database';
import { recordAudit, SERVER, type AuditActor } from '../lib/audit';
import { tokenHash } from '../lib/tokens';
import { newStorefrontKey } from '../http/authenticate-storefront';

/**
 * The storefront keys, managed by owners on the security settings page (`routes/settings`) or from
 * the command line (`npm run storefront-key`, audited as the server).
 */

/**
 * A refusal, said in words the command prints as is (exit code 1) and the web answers with (400 for
 * a bad name, 404 for no such key, 409 for a name taken or a key already revoked).
 */
export class StorefrontKeyError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'taken' | 'missing' | 'revoked' = 'invalid',
  ) {
    super(message);
    this.name = 'StorefrontKeyError';
  }
}

export interface StorefrontKeyListing {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const KEY_NAME_MAX_LENGTH = 100;

/** A name says whose key it is ("web shop", "mobile app"): printable, not blank, not padded. */
function checkName(name: string): string {
  if (name.length < 1 || name.length > KEY_NAME_MAX_LENGTH) throw new StorefrontKeyError(`A key's name has 1 to ${KEY_NAME_MAX_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name) || name.trim() !== name) {
    throw new StorefrontKeyError("A key's name has no control characters and no spaces at either end");
  }
  return name;
}

/** Makes a key named `name` and answers it: the only time it is seen, only its hash is stored. */
export async function createStorefrontKey(db: Database, name: string, actor: AuditActor = SERVER): Promise<string> {
  return (await makeStorefrontKey(db, name, actor)).key;
}

/** Makes a key named `name`: the key (seen this once) and its id. */
export async function makeStorefrontKey(db: Database, name: string, actor: AuditActor = SERVER): Promise<{ key: string; id: string }> {
  checkName(name);
  const key = newStorefrontKey();
  let id = '';
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>('INSERT INTO storefront_keys (name, key_hash) VALUES ($1, $2) RETURNING id', [
        name,
        tokenHash(key),
      ]);
      id = rows[0].id;
      await recordAudit(tx, actor, { action: 'storefront_key.create', entity: 'storefront_key', entityId: id, after: { name } });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation) {
      throw new StorefrontKeyError(`A key named "${name}" already exists (revoked keys keep their names): choose another name`, 'taken');
    }
    throw error;
  }
  return { key, id };
}

/** Every key, revoked ones included, oldest first. */
export async function listStorefrontKeys(db: Database): Promise<StorefrontKeyListing[]> {
  const { rows } = await db.query<{ id: string; name: string; created_at: Date; last_used_at: Date | null; revoked_at: Date | null }>(
    'SELECT id, name, created_at, last_used_at, revoked_at FROM storefront_keys ORDER BY created_at, name',
  );
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at, revokedAt: row.revoked_at }));
}

/** Revokes the key named `name` (or, with `by: 'id'`, of that id): its next request is a 401. */
export async function revokeStorefrontKey(db: Database, nameOrId: string, actor: AuditActor = SERVER, by: 'name' | 'id' = 'name'): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; name: string; revoked_at: Date | null }>(
      `SELECT id, name, revoked_at FROM storefront_keys WHERE ${by === 'id' ? 'id' : 'name'} = $1 FOR UPDATE`,
      [nameOrId],
    );
    const key = rows[0];
    if (!key) throw new StorefrontKeyError(by === 'id' ? 'Storefront key not found' : `No key is named "${nameOrId}" (\`list\` shows them)`, 'missing');
    const name = key.name;
    if (key.revoked_at) throw new StorefrontKeyError(`The key "${name}" was already revoked on ${key.revoked_at.toISOString()}`, 'revoked');
    await tx.query('UPDATE storefront_keys SET revoked_at = now(), updated_at = now() WHERE id = $1', [key.id]);
    await recordAudit(tx, actor, {
      action: 'storefront_key.revoke',
      entity: 'storefront_key',
      entityId: key.id,
      before: { revoked: false },
      after: { name, revoked: true },
    });
  });
}
