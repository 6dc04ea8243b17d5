import { randomUUID } from 'node:crypto';
import { CREDENTIAL_IMPORT, type CredentialImportPreview } from '@shopdesk/contracts';
import type { CredentialCipher } from '../../credentials/credential-cipher';
import { credentialFingerprint, credentialIdentity } from '../../credentials/credential-fingerprint';
import type { Database, Queryable } from '../../db/database';
import { fingerprintsInStock, insertCredentials, lockServiceImports } from '../../repositories/service-credentials';
import { payloadTooLarge } from '../../errors';
import type { LargeBody } from '../../http/body-limits';
import { recordAudit, type Actor } from '../../lib/audit';
import { requireService } from './credential-row';
import { parseImport, type ParsedLine } from './import-parser';

const tooLarge = () => payloadTooLarge(`The import is larger than ${CREDENTIAL_IMPORT.maxBytes / (1024 * 1024)} MB`);

/**
 * The import calls' body: the text may be up to CREDENTIAL_IMPORT.maxBytes (UTF-8), which JSON
 * escaping (quotes, backslashes, line breaks) can make up to a few times larger on the wire.
 */
export const IMPORT_BODY: LargeBody = {
  limitBytes: 4 * CREDENTIAL_IMPORT.maxBytes,
  check(body) {
    const text = (body as { text?: unknown } | null)?.text;
    if (typeof text === 'string' && Buffer.byteLength(text, 'utf8') > CREDENTIAL_IMPORT.maxBytes) throw tooLarge();
  },
  tooLarge,
};

interface FingerprintedLine extends ParsedLine {
  fingerprint: Buffer;
}

export interface SortedImport {
  preview: CredentialImportPreview;
  fresh: FingerprintedLine[];
}

/**
 * Sorts an import's lines: malformed, a repeat of an earlier line of the batch (same identity),
 * already among the service's credentials (same fingerprint), or new. Writes nothing.
 */
export async function sortImport(db: Queryable, cipher: CredentialCipher, serviceId: string, text: string): Promise<SortedImport> {
  const parsed = parseImport(text);
  const lines = parsed.lines.map((l) => ({ ...l, fingerprint: credentialFingerprint(cipher, l.userId, l.password) }));
  const inStock = await fingerprintsInStock(db, serviceId, lines.map((l) => l.fingerprint));
  const seen = new Set<string>();
  const preview: CredentialImportPreview = {
    totalLines: parsed.totalLines,
    header: parsed.header,
    fresh: [],
    duplicateInBatch: [],
    inStock: [],
    malformed: parsed.malformed,
  };
  const fresh: FingerprintedLine[] = [];
  for (const line of lines) {
    const identity = credentialIdentity(line.userId, line.password);
    const shown = { line: line.line, userId: line.userId };
    if (seen.has(identity)) preview.duplicateInBatch.push(shown);
    else if (inStock.has(line.fingerprint.toString('hex'))) preview.inStock.push(shown);
    else {
      preview.fresh.push(shown);
      fresh.push(line);
    }
    seen.add(identity);
  }
  return { preview, fresh };
}

export async function previewImport(db: Database, cipher: CredentialCipher, serviceId: string, text: string): Promise<CredentialImportPreview> {
  await requireService(db, serviceId);
  return (await sortImport(db, cipher, serviceId, text)).preview;
}

/**
 * Writes an import's new lines in one transaction, sorted again here (a preview is never trusted).
 * Imports of one service take turns (advisory lock), so two of the same lines cannot both add them.
 */
export async function commitImport(
  db: Database,
  cipher: CredentialCipher,
  serviceId: string,
  text: string,
  actor: Actor,
): Promise<CredentialImportPreview & { imported: number }> {
  return db.transaction(async (tx) => {
    await requireService(tx, serviceId);
    await lockServiceImports(tx, serviceId);
    const { preview, fresh } = await sortImport(tx, cipher, serviceId, text);
    await insertCredentials(
      tx,
      fresh.map((line) => {
        // The row id is the cipher's associated data, so it is made before the insert.
        const id = randomUUID();
        return { id, serviceId, userId: line.userId, passwordEnc: cipher.encrypt(line.password, id), fingerprint: line.fingerprint };
      }),
    );
    await recordAudit(tx, actor, {
      action: 'credential.import',
      entity: 'service',
      entityId: serviceId,
      after: { count: fresh.length, duplicateInBatch: preview.duplicateInBatch.length, inStock: preview.inStock.length, malformed: preview.malformed.length },
    });
    return { ...preview, imported: fresh.length };
  });
}
