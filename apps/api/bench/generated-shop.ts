/**
 * The shop the HTTP benchmarks run the API process on: a database of the run's own on the
 * PostgreSQL server of BENCH_DATABASE_URL, migrated and filled by generate-data.ts (in a shape), with
 * the employee the API process signs in as (hardening/api-process.ts), made as the first start would.
 */
import { randomBytes } from 'node:crypto';
import { HARDENING_ADMIN } from '../hardening/api-process';
import { aesGcmCipher } from '../src/credentials/aes-gcm-cipher';
import { parseKeyring } from '../src/credentials/keyring';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { hashPassword } from '../src/lib/passwords';
import { freshDatabase } from './bench-app';
import { generateData, GENERATOR_SHAPE, type DataShape, type DataSizes, type GeneratedData } from './generate-data';

export interface GeneratedShop {
  /** The database's URL, for the API process and any pool of the benchmark's. */
  url: string;
  /** Two connections without timeouts: the generation's statements take longer than the API's allow. */
  db: Database;
  /** The CREDENTIALS_KEY the credentials were sealed with: give it to the API process. */
  credentialsKey: string;
  generated: GeneratedData;
  /** Closes `db` and drops the database. */
  drop(): Promise<void>;
}

export async function generatedShop(serverUrl: string, sizes: DataSizes, shape: DataShape = GENERATOR_SHAPE): Promise<GeneratedShop> {
  const credentialsKey = `bench:${randomBytes(32).toString('base64')}`;
  const database = await freshDatabase(serverUrl);
  const db = openPostgresDatabase({ url: database.url, poolSize: 2, statementTimeoutMillis: 0, queryTimeoutMillis: 0 });
  const drop = async () => {
    await db.close();
    await database.drop();
  };
  try {
    await migrate(db);
    console.log(`generating ${sizes.orders.toLocaleString('en-US')} orders (${shape.name}: ${shape.description})...`);
    const generated = await generateData(db, sizes, aesGcmCipher(parseKeyring(credentialsKey)), shape);
    for (const step of generated.steps) console.log(`  ${step.step}: ${(step.ms / 1000).toFixed(1)} s`);
    await db.query("INSERT INTO employees (name, email, password_hash, level) VALUES ($1, $2, $3, 'owner')", [
      'Bench admin',
      HARDENING_ADMIN.email,
      await hashPassword(HARDENING_ADMIN.password),
    ]);
    return { url: database.url, db, credentialsKey, generated, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
