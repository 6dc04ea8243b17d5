import type { Employee } from '@shopdesk/contracts';
import type { EmployeeRow } from '../../repositories/employees';

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
