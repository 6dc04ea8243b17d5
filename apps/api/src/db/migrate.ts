import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from './database';

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
const UNDEFINED_TABLE = '42P01';

/** The migrations folder: beside this file in sources, copied beside main.js in the build. */
export function defaultMigrationsDir(): string {
  return join(__dirname, 'migrations');
}

/** The migrations of this release, in order (their file names, as `schema_migrations` records them). */
export function migrationFiles(dir = defaultMigrationsDir()): string[] {
  return readdirSync(dir).filter((f) => MIGRATION_FILE.test(f)).sort();
}

/**
 * The migrations of this release the database has not applied. A newer release's migrations that
 * it has applied are not missing: during a rolling deploy the old instances keep serving.
 */
export async function missingMigrations(db: Queryable, files: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations').catch((error: unknown) => {
    // A database never migrated has no such table: every migration is missing, the database is up.
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return { rows: [] };
    throw error;
  });
  const applied = new Set(rows.map((row) => row.version));
  return files.filter((file) => !applied.has(file));
}

/**
 * Applies pending numbered SQL migrations in order, each in its own transaction, and records them.
 * An advisory lock keeps two starting instances from applying the same migration twice. `only`
 * limits them to those named (a restore brings a database to its archive's migrations first).
 */
export async function migrate(db: Database, dir = defaultMigrationsDir(), only?: readonly string[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = migrationFiles(dir).filter((file) => !only || only.includes(file));
  const applied: string[] = [];
  for (const file of files) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7301)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file]);
      if (done.rowCount > 0) return false;
      for (const statement of splitStatements(readFileSync(join(dir, file), 'utf8'))) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}

/**
 * Splits a migration on semicolons at line ends; our migrations keep to one statement per `;\n`.
 * A dollar-quoted body (`$$ ... $$`, a function's) is kept whole: its semicolons are its own.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const part of sql.split(/(\$\$[\s\S]*?\$\$)/)) {
    if (part.startsWith('$$')) {
      current += part;
      continue;
    }
    const [first, ...rest] = part.split(/;\s*(?:\r?\n|$)/);
    current += first;
    for (const next of rest) {
      statements.push(current);
      current = next;
    }
  }
  statements.push(current);
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
