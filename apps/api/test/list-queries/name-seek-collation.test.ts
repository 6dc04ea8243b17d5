import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { Where } from '../../src/lib/list-query';
import { orderNameSeek } from '../../src/repositories/order-counts';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp } from '../helpers/test-app';
import { CREATE_TRIGRAM_EXTENSION } from '../helpers/worker-schema';

/**
 * Deep pages by name seek by the counts per first two characters (migration 032) only where the
 * database sorts text in byte order: under a language's collation names beginning alike need not
 * sort together ("aBa" before "abz", "ab" after "aB"), and a page must skip rows instead.
 */
const t = setupTestApp();
const pending = { filters: { orderStatus: 'pending' as const } };
const insertNames = (db: Database) =>
  db.query(
    "INSERT INTO orders (name, email, total_cents) SELECT chr(65 + i % 26) || chr(97 + i % 23) || ' ' || i, 'n' || i || '@example.com', 100 FROM generate_series(1, 3000) AS i",
  );

it('seeks on a database in byte order (the C collation of the embedded database and of the tests)', async () => {
  await insertNames(t.db);
  const where = new Where();
  const before = await orderNameSeek(t.db, pending)?.(2000, false, where);
  expect(before).toBeGreaterThan(0);
  expect(String(where)).toMatch(/^WHERE name >= \$1$/);
});

// A second database on the server, made with ICU's English collation (PGlite has no ICU).
onPostgresOnly('a database whose collation is a language', () => {
  const name = `shopdesk_icu_${randomBytes(4).toString('hex')}`;
  let admin: Database;
  let icu: Database;
  beforeAll(async () => {
    admin = openPostgresDatabase({ url: process.env.DATABASE_URL as string, poolSize: 1 });
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en' LOCALE 'C.UTF-8'`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    icu = openPostgresDatabase({ url: url.toString(), poolSize: 1 });
    await icu.exec(CREATE_TRIGRAM_EXTENSION);
    await migrate(icu);
  });
  afterAll(async () => {
    await icu?.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
  });

  it('does not seek: its counts are not in the order its names sort', async () => {
    await insertNames(icu);
    const where = new Where();
    expect(await orderNameSeek(icu, pending)?.(2000, false, where)).toBe(0);
    expect(String(where)).toBe('');
  });
});
