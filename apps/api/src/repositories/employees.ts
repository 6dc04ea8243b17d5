import type { Level } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

export const EMPLOYEE_COLUMNS = 'id, name, email, level, is_active, created_at, updated_at';

export interface EmployeeRow {
  id: string;
  name: string;
  email: string;
  level: Level;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The employee list's SQL (defineListRoute). */
export const EMPLOYEE_LIST = {
  select: EMPLOYEE_COLUMNS,
  from: 'employees',
  sortBy: { name: 'name, id', email: 'email, id' },
  filterColumns: { isActive: 'is_active' },
  // employees_search_trgm_idx's expression.
  searchIn: "(name || ' ' || email)",
};

/** The advisory-lock key of changes to who is active or an owner (migrations hold 7301, the seed 7302). */
const ACTIVE_EMPLOYEES_LOCK = 7303;

/**
 * Holds, until the transaction ends, the right to change which employees are active and who is an
 * owner (archiving, restoring, a level change). Taken before
 * any row is read or locked, so such changes run one after the other: each sees the one before it
 * committed, and no two of them can wait on each other's rows.
 */
export async function lockActiveEmployees(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ACTIVE_EMPLOYEES_LOCK]);
}

export async function findEmployee(db: Queryable, id: string, forUpdate = false): Promise<EmployeeRow | undefined> {
  const { rows } = await db.query<EmployeeRow>(`SELECT ${EMPLOYEE_COLUMNS} FROM employees WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export interface LoginRow {
  id: string;
  name: string;
  email: string;
  level: Level;
  password_hash: string;
  is_active: boolean;
}

/** What a login checks, by e-mail (lower-cased by the caller). */
export async function findLoginEmployee(db: Queryable, email: string): Promise<LoginRow | undefined> {
  const { rows } = await db.query<LoginRow>('SELECT id, name, email, level, password_hash, is_active FROM employees WHERE email = $1', [email]);
  return rows[0];
}

/** The id of the active employee with this e-mail. */
export async function findActiveEmployeeId(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM employees WHERE email = $1 AND is_active', [email]);
  return rows[0]?.id;
}

export async function employeeEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM employees WHERE email = $1', [email]);
  return rows.length > 0;
}

/** Who an employee is, as a session answers it. */
export interface EmployeeIdentityRow {
  id: string;
  name: string;
  email: string;
  level: Level;
}

/** Who an active employee is, held (FOR SHARE) until the transaction ends: an archive waits for the session opened here. */
export async function findActiveIdentity(tx: Queryable, id: string): Promise<EmployeeIdentityRow | undefined> {
  const { rows } = await tx.query<EmployeeIdentityRow>('SELECT id, name, email, level FROM employees WHERE id = $1 AND is_active FOR SHARE', [id]);
  return rows[0];
}

/** Adds an employee; undefined when the e-mail already has one. */
export async function insertEmployee(
  tx: Queryable,
  employee: { name: string; email: string; passwordHash: string; level: Level },
): Promise<EmployeeIdentityRow | undefined> {
  const { rows } = await tx.query<EmployeeIdentityRow>(
    `INSERT INTO employees (name, email, password_hash, level) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING
     RETURNING id, name, email, level`,
    [employee.name, employee.email, employee.passwordHash, employee.level],
  );
  return rows[0];
}

export async function updateEmployeeActive(tx: Queryable, id: string, isActive: boolean): Promise<EmployeeRow> {
  const { rows } = await tx.query<EmployeeRow>(
    `UPDATE employees SET is_active = $2, updated_at = now() WHERE id = $1 RETURNING ${EMPLOYEE_COLUMNS}`,
    [id, isActive],
  );
  return rows[0];
}

export async function updateEmployeeLevel(tx: Queryable, id: string, level: Level): Promise<EmployeeRow> {
  const { rows } = await tx.query<EmployeeRow>(
    `UPDATE employees SET level = $2, updated_at = now() WHERE id = $1 RETURNING ${EMPLOYEE_COLUMNS}`,
    [id, level],
  );
  return rows[0];
}

/** How many active owners there are besides `exceptId`. */
export async function countOtherActiveOwners(tx: Queryable, exceptId: string): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM employees WHERE level = 'owner' AND is_active AND id <> $1",
    [exceptId],
  );
  return rows[0].count;
}

/** The stored password hash of an active employee. */
export async function findPasswordHash(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM employees WHERE id = $1 AND is_active', [id]);
  return rows[0]?.password_hash;
}

/** Replaces the password hash only while it is still `expectedHash`; answers whether it did. */
export async function replacePasswordHash(tx: Queryable, id: string, expectedHash: string, newHash: string): Promise<boolean> {
  const { rowCount } = await tx.query('UPDATE employees SET password_hash = $3, updated_at = now() WHERE id = $1 AND password_hash = $2', [
    id,
    expectedHash,
    newHash,
  ]);
  return rowCount > 0;
}

export async function updatePasswordHash(tx: Queryable, id: string, passwordHash: string): Promise<void> {
  await tx.query('UPDATE employees SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}
