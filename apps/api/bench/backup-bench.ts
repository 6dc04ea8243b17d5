/**
 * Benchmark of `npm run backup` and `npm run restore` on the benchmark's 100,000-order shop
 * (BENCH_BACKUP_ORDERS; the other sizes from BENCH_* as for http-bench.ts) with 500 uploaded
 * images of 20 KB: the archive written, then restored into an empty schema, with rows, files,
 * seconds and the archive's size. On PostgreSQL (BENCH_DATABASE_URL) with the database file
 * driver, and on PGlite with the filesystem driver.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { restoreBackup } from '../src/backup/restore-backup';
import { writeBackup } from '../src/backup/write-backup';
import { aesGcmCipher } from '../src/credentials/aes-gcm-cipher';
import type { Database } from '../src/db/database';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { databaseFileStorage } from '../src/storage/database-file-storage';
import type { FileStorage } from '../src/storage/file-storage';
import { localFileStorage } from '../src/storage/local-file-storage';
import { openBenchDb, pgUrl, writeReport } from './bench-app';
import { generateData, sizesFromEnv } from './generate-data';
import { describeMachine } from './machine';

const ORDERS = Number(process.env.BENCH_BACKUP_ORDERS ?? 100_000);
const IMAGES = 500;
const IMAGE_BYTES = 20_000;

const storageOn = (db: Database, folder: string): FileStorage => (db.driver === 'postgres' ? databaseFileStorage(db) : localFileStorage(folder));

/** An empty database beside the source: a schema of its own on PostgreSQL, a new PGlite otherwise. */
async function emptyTarget(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (!pgUrl) {
    const db = await openPgliteDatabase();
    return { db, drop: () => db.close() };
  }
  const schema = `bench_restore_${randomBytes(4).toString('hex')}`;
  const admin = openPostgresDatabase({ url: pgUrl, poolSize: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPostgresDatabase({ url: pgUrl, poolSize: 4, searchPath: `${schema},public`, statementTimeoutMillis: 0, queryTimeoutMillis: 0 });
  return { db, drop: async () => { await db.close(); await admin.exec(`DROP SCHEMA ${schema} CASCADE`); await admin.close(); } };
}

async function main() {
  const machine = await describeMachine(pgUrl);
  const keyring = [{ id: 'bench', key: randomBytes(32) }];
  const folder = mkdtempSync(join(tmpdir(), 'shopdesk-backup-bench-'));
  const source = await openBenchDb();
  const target = await emptyTarget();
  try {
    const sizes = { ...sizesFromEnv(), orders: ORDERS };
    console.log(`generating ${ORDERS.toLocaleString()} orders...`);
    await generateData(source.db, sizes, aesGcmCipher(keyring));
    const storage = storageOn(source.db, join(folder, 'source-uploads'));
    for (let i = 0; i < IMAGES; i++) await storage.save(randomBytes(IMAGE_BYTES), 'image/png');

    const file = join(folder, 'shop.backup');
    const backup = await writeBackup({ db: source.db, storage, file });
    const restoreStarted = performance.now();
    const restored = await restoreBackup({ db: target.db, storage: storageOn(target.db, join(folder, 'target-uploads')), file, force: false, keyring });
    const restoreSeconds = (performance.now() - restoreStarted) / 1000;

    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const driver = source.db.driver === 'postgres' ? 'PostgreSQL, database file driver' : 'PGlite, filesystem file driver';
    writeReport(`backup-${source.db.driver}`, [
      `# Backup and restore benchmark (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Machine: ${machine}. ${driver}.`,
      `The shop: ${ORDERS.toLocaleString()} orders, ${sizes.services.toLocaleString()} services, ${sizes.credentials.toLocaleString()} credentials, ` +
        `${sizes.employees.toLocaleString()} employees (the benchmark's generator), and ${IMAGES} uploaded images of ${IMAGE_BYTES / 1000} KB.`,
      '',
      '| Step | Rows | Tables | Files | Seconds | Rows/s |',
      '|---|---|---|---|---|---|',
      `| \`npm run backup\` (one snapshot, gzip) | ${backup.rows.toLocaleString()} | ${backup.tables} | ${backup.files} | ${backup.seconds.toFixed(1)} | ${Math.round(backup.rows / backup.seconds).toLocaleString()} |`,
      `| \`npm run restore\` (archive checked whole, then loaded in one transaction, into an empty ${pgUrl ? 'schema' : 'database'}) | ${restored.rows.toLocaleString()} | ${restored.tables} | ${restored.files} | ${restoreSeconds.toFixed(1)} | ${Math.round(restored.rows / restoreSeconds).toLocaleString()} |`,
      '',
      `Archive: ${mb(backup.bytes)} MB (gzip; the images, random bytes, do not compress).`,
    ]);
  } finally {
    await target.drop();
    await source.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
