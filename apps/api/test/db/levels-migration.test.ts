import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/database';
import { defaultMigrationsDir, migrate } from '../../src/db/migrate';
import { openPgliteDatabase } from '../../src/db/pglite-database';

/** A database as it was before levels existed: migrations up to 010, everyone an admin. */
let db: Database;
let before: string;

beforeAll(async () => {
  before = mkdtempSync(join(tmpdir(), 'shopdesk-migrations-'));
  for (const file of readdirSync(defaultMigrationsDir()).filter((name) => name < '011')) cpSync(join(defaultMigrationsDir(), file), join(before, file));
  db = await openPgliteDatabase();
  await migrate(db, before);
  await db.query(
    `INSERT INTO employees (name, email, password_hash, is_active) VALUES
       ('Still here', 'here@shopdesk.test', 'x', true), ('Long gone', 'gone@shopdesk.test', 'x', false)`,
  );
  await db.query(
    `INSERT INTO employee_invites (email, token_hash, invited_by, expires_at)
     SELECT 'invited@shopdesk.test', sha256('t'), id, now() + interval '1 day' FROM employees WHERE email = 'here@shopdesk.test'`,
  );
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  rmSync(before, { recursive: true, force: true });
});

it('makes every employee of before an owner, archived ones too, so nobody loses access', async () => {
  const { rows } = await db.query('SELECT email, level FROM employees ORDER BY email');
  expect(rows).toEqual([
    { email: 'gone@shopdesk.test', level: 'owner' },
    { email: 'here@shopdesk.test', level: 'owner' },
  ]);
});

it('makes open invites of before invite agents, and new employees default to agent', async () => {
  expect((await db.query('SELECT level FROM employee_invites')).rows).toEqual([{ level: 'agent' }]);
  await db.query("INSERT INTO employees (name, email, password_hash) VALUES ('New', 'new@shopdesk.test', 'x')");
  expect((await db.query("SELECT level FROM employees WHERE email = 'new@shopdesk.test'")).rows).toEqual([{ level: 'agent' }]);
});

it('refuses a level that does not exist', async () => {
  await expect(db.query("UPDATE employees SET level = 'admin' WHERE email = 'new@shopdesk.test'")).rejects.toThrow(/employees_level_check/);
});
