import { grantableLevels, type Level } from '@shopdesk/contracts';
import { Forbidden } from '../../http/authorize';

/**
 * Who may send an invite at a level, the one rule of invites that depends on the row: an employee
 * with `invites.manage` invites agents and managers, inviting an owner takes `employees.manage`.
 * Creating and resending both give a working link at that level, so both ask here.
 */
export function assertMayInviteAs(employee: { level: string }, level: Level): void {
  if (!grantableLevels(employee.level).includes(level)) throw new Forbidden('employees.manage');
}
