import { randomUUID } from 'node:crypto';
import type { CredentialFields } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { CredentialCipher } from '../../credentials/credential-cipher';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { credentialFingerprint } from '../../credentials/credential-fingerprint';
import { findCredential, lockCredential, normalizeUserId, toCredentialSummary, type CredentialRow } from './credential-row';

type Fields = Static<typeof CredentialFields>;

async function requireService(tx: Queryable, id: string): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM services WHERE id = $1', [id]);
  if (!rows[0]) throw notFound('Service');
}

/** Reads a row this transaction has just written or holds locked. */
async function reload(tx: Queryable, id: string): Promise<CredentialRow> {
  const row = await findCredential(tx, id);
  if (!row) throw new Error(`Credential ${id} is missing although this transaction wrote or locked it`);
  return row;
}

/** Audit rows name the service and user id; the password never goes in. */
const auditView = (row: CredentialRow) => ({ service: row.service_id, userId: row.user_id });

/** The id is made here, before the insert, because it is the cipher's associated data. */
export async function createCredential(db: Database, cipher: CredentialCipher, fields: Fields, actor: Actor) {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await requireService(tx, fields.service);
    const userId = normalizeUserId(fields.userId);
    await tx.query('INSERT INTO service_credentials (id, service_id, user_id, password_enc, fingerprint) VALUES ($1, $2, $3, $4, $5)', [
      id,
      fields.service,
      userId,
      cipher.encrypt(fields.password, id),
      credentialFingerprint(cipher, userId, fields.password),
    ]);
    const created = await reload(tx, id);
    await recordAudit(tx, { actorId: actor.id, action: 'credential.create', entity: 'credential', entityId: id, after: auditView(created), ip: actor.ip });
    return toCredentialSummary(created);
  });
}

export async function updateCredential(db: Database, cipher: CredentialCipher, id: string, fields: Fields, actor: Actor) {
  return db.transaction(async (tx) => {
    if (!(await lockCredential(tx, id))) throw notFound('Service credential');
    const before = await reload(tx, id);
    await requireService(tx, fields.service);
    const userId = normalizeUserId(fields.userId);
    await tx.query(
      'UPDATE service_credentials SET service_id = $2, user_id = $3, password_enc = $4, fingerprint = $5, updated_at = now() WHERE id = $1',
      [id, fields.service, userId, cipher.encrypt(fields.password, id), credentialFingerprint(cipher, userId, fields.password)],
    );
    const after = await reload(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'credential.update',
      entity: 'credential',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
      ip: actor.ip,
    });
    return toCredentialSummary(after);
  });
}
