import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { CredentialCipher } from '../credentials/credential-cipher';
import type { Database } from '../db/database';
import { recordAudit, SERVER } from '../lib/audit';
import { hashPassword } from '../lib/passwords';
import type { FileStorage } from '../storage/file-storage';
import { insertDemoData, saveDemoImages, type DemoCounts, type DemoImages } from './demo-data';

export const DEFAULT_ADMIN_EMAIL = 'admin@shopdesk.local';
const FIRST_EMPLOYEE_NAME = 'Admin';
// Distinct from the migrations' lock (7301).
const SEED_LOCK = 7302;

export interface SeedDeps {
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'seedDemoData'>;
  db: Database;
  storage: FileStorage;
  cipher: CredentialCipher;
}

export interface SeedResult {
  /** False when the database already had employees: nothing was written. */
  seeded: boolean;
  admin?: {
    email: string;
    /** Only when ADMIN_PASSWORD was not set: shown once, never stored in clear. */
    generatedPassword?: string;
  };
  demo?: DemoCounts;
}

const hasEmployees = async (db: Database) => (await db.query('SELECT 1 FROM employees LIMIT 1')).rows.length > 0;

/**
 * First start of an empty database: the first employee (ADMIN_EMAIL/ADMIN_PASSWORD, else a
 * generated password) and, when SEED_DEMO_DATA is on, the demo data, all in one transaction.
 * It runs only while the employees table is empty; an advisory lock keeps two instances
 * starting together from both seeding.
 */
export async function seedOnFirstStart(deps: SeedDeps): Promise<SeedResult> {
  const { config, db } = deps;
  if (await hasEmployees(db)) return { seeded: false };

  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(config.adminPassword ?? (generatedPassword as string));
  const images: DemoImages | undefined = config.seedDemoData ? await saveDemoImages(deps.storage) : undefined;

  const demo = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await tx.query('SELECT 1 FROM employees LIMIT 1')).rows.length > 0) return null;
    const { rows } = await tx.query<{ id: string }>(
      // The first employee owns the shop: every other level is given by an owner.
      "INSERT INTO employees (name, email, password_hash, level) VALUES ($1, $2, $3, 'owner') RETURNING id",
      [FIRST_EMPLOYEE_NAME, email, passwordHash],
    );
    const counts = images ? await insertDemoData(tx, deps.cipher, images) : undefined;
    await recordAudit(tx, SERVER, {
      action: 'seed.first_start',
      entity: 'employee',
      entityId: rows[0].id,
      after: { email, demoData: counts ?? null },
    });
    return { counts };
  });

  if (!demo) {
    // Another instance seeded first: its data stands, these pictures are not referenced.
    await Promise.all((images?.keys ?? []).map((key) => deps.storage.remove(key)));
    return { seeded: false };
  }
  return { seeded: true, admin: { email, generatedPassword }, demo: demo.counts };
}
