import type { Employee } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';

export const EMPLOYEE_COLUMNS = 'id, name, email, level, is_active, created_at, updated_at';

export interface EmployeeRow {
  id: string;
  name: string;
  email: string;
  level: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export function toEmployee(row: EmployeeRow): Employee {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    level: row.level,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findEmployee(db: Queryable, id: string, forUpdate = false): Promise<EmployeeRow | undefined> {
  const { rows } = await db.query<EmployeeRow>(`SELECT ${EMPLOYEE_COLUMNS} FROM employees WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}
