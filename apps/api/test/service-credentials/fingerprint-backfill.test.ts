import { randomUUID } from 'node:crypto';
import { backfillFingerprints } from '../../src/credentials/backfill-fingerprints';
import { credentialFingerprint } from '../../src/credentials/credential-fingerprint';
import { insertService } from '../helpers/fixtures';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

it('fills in every missing fingerprint, batch by batch, and leaves the others alone', async () => {
  const service = await insertService(t.db);
  const written: Array<{ id: string; userId: string | null; password: string }> = [];
  for (let n = 0; n < 7; n++) {
    const id = randomUUID();
    const userId = n % 2 ? `old-${n}` : null;
    const password = `pw-${n}`;
    await t.db.query('INSERT INTO service_credentials (id, service_id, user_id, password_enc) VALUES ($1, $2, $3, $4)', [
      id, service, userId, t.app.cipher.encrypt(password, id),
    ]);
    written.push({ id, userId, password });
  }
  const kept = randomUUID();
  const keptFingerprint = Buffer.alloc(32, 7);
  await t.db.query('INSERT INTO service_credentials (id, service_id, password_enc, fingerprint) VALUES ($1, $2, $3, $4)', [
    kept, service, t.app.cipher.encrypt('x', kept), keptFingerprint,
  ]);

  expect(await backfillFingerprints(t.db, t.app.cipher, 3)).toBe(7);
  const { rows } = await t.db.query<{ id: string; fingerprint: Buffer }>('SELECT id, fingerprint FROM service_credentials');
  const byId = new Map(rows.map((r) => [r.id, Buffer.from(r.fingerprint).toString('hex')]));
  for (const w of written) expect(byId.get(w.id)).toBe(credentialFingerprint(t.app.cipher, w.userId, w.password).toString('hex'));
  expect(byId.get(kept)).toBe(keptFingerprint.toString('hex'));
  expect(await backfillFingerprints(t.db, t.app.cipher, 3)).toBe(0);
});
