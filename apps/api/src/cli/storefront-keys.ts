import type { Database } from '../db/database';
import { pgErrorCode, PG_ERROR } from '../db/database';
import { recordAudit, SERVER } from '../lib/audit';
import { tokenHash } from '../lib/tokens';
import { newStorefrontKey } from '../http/authenticate-storefront';

/** The storefront keys, managed from the command line (`npm run storefront-key`): no screen shows them. */

/** A refusal the command prints as is (exit code 1). */
export class StorefrontKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorefrontKeyError';
  }
}

export interface StorefrontKeyListing {
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
export async function createStorefrontKey(db: Database, name: string): Promise<string> {
  checkName(name);
  const key = newStorefrontKey();
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>('INSERT INTO storefront_keys (name, key_hash) VALUES ($1, $2) RETURNING id', [
        name,
        tokenHash(key),
      ]);
      await recordAudit(tx, SERVER, { action: 'storefront_key.create', entity: 'storefront_key', entityId: rows[0].id, after: { name } });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation) {
      throw new StorefrontKeyError(`A key named "${name}" already exists (revoked keys keep their names): choose another name`);
    }
    throw error;
  }
  return key;
}

/** Every key, revoked ones included, oldest first. */
export async function listStorefrontKeys(db: Database): Promise<StorefrontKeyListing[]> {
  const { rows } = await db.query<{ name: string; created_at: Date; last_used_at: Date | null; revoked_at: Date | null }>(
    'SELECT name, created_at, last_used_at, revoked_at FROM storefront_keys ORDER BY created_at, name',
  );
  return rows.map((row) => ({ name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at, revokedAt: row.revoked_at }));
}

/** Revokes the key named `name`: its next request is a 401. */
export async function revokeStorefrontKey(db: Database, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; revoked_at: Date | null }>(
      'SELECT id, revoked_at FROM storefront_keys WHERE name = $1 FOR UPDATE',
      [name],
    );
    const key = rows[0];
    if (!key) throw new StorefrontKeyError(`No key is named "${name}" (\`list\` shows them)`);
    if (key.revoked_at) throw new StorefrontKeyError(`The key "${name}" was already revoked on ${key.revoked_at.toISOString()}`);
    await tx.query('UPDATE storefront_keys SET revoked_at = now(), updated_at = now() WHERE id = $1', [key.id]);
    await recordAudit(tx, SERVER, {
      action: 'storefront_key.revoke',
      entity: 'storefront_key',
      entityId: key.id,
      before: { revoked: false },
      after: { name, revoked: true },
    });
  });
}
