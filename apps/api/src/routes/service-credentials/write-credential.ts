import { randomUUID } from 'node:crypto';
import type { CredentialFields } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { CredentialCipher } from '../../credentials/credential-cipher';
import type { Database, Queryable } from '../../db/database';
import {
  findCredential, insertCredential, lockCredential, updateCredential as updateCredentialRow, type CredentialRow, type CredentialValues,
} from '../../repositories/service-credentials';
import { lockOrderOfCredential } from '../../repositories/credential-deliveries';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { credentialFingerprint } from '../../credentials/credential-fingerprint';
import { normalizeUserId, requireService, toCredentialSummary } from './credential-row';

type Fields = Static<typeof CredentialFields>;

/** Reads a row this transaction has just written or holds locked. */
async function reload(tx: Queryable, id: string): Promise<CredentialRow> {
  const row = await findCredential(tx, id);
  if (!row) throw new Error(`Credential ${id} is missing although this transaction wrote or locked it`);
  return row;
}

/** Audit rows name the service and user id; the password never goes in. */
const auditView = (row: CredentialRow) => ({ service: row.service_id, userId: row.user_id });

/** The stored form of the fields: the password encrypted with the row's id, and fingerprinted. */
function storedValues(cipher: CredentialCipher, id: string, fields: Fields): CredentialValues {
  const userId = normalizeUserId(fields.userId);
  return {
    serviceId: fields.service,
    userId,
    passwordEnc: cipher.encrypt(fields.password, id),
    fingerprint: credentialFingerprint(cipher, userId, fields.password),
  };
}

/** The id is made here, before the insert, because it is the cipher's associated data. */
export async function createCredential(db: Database, cipher: CredentialCipher, fields: Fields, actor: Actor) {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await requireService(tx, fields.service);
    await insertCredential(tx, id, storedValues(cipher, id, fields));
    const created = await reload(tx, id);
    await recordAudit(tx, actor, { action: 'credential.create', entity: 'credential', entityId: id, after: auditView(created) });
    return toCredentialSummary(created);
  });
}

export async function updateCredential(db: Database, cipher: CredentialCipher, id: string, fields: Fields, actor: Actor) {
  return db.transaction(async (tx) => {
    // A delivered credential's order first, as a refund locks them (lockOrderOfCredential).
    await lockOrderOfCredential(tx, id);
    if (!(await lockCredential(tx, id))) throw notFound('Service credential');
    const before = await reload(tx, id);
    await requireService(tx, fields.service);
    await updateCredentialRow(tx, id, storedValues(cipher, id, fields));
    const after = await reload(tx, id);
    await recordAudit(tx, actor, {
      action: 'credential.update',
      entity: 'credential',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return toCredentialSummary(after);
  });
}
