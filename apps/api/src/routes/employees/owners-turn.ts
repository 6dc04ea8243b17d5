import type { Queryable } from '../../db/database';
import { unauthorized } from '../../errors';
import { requirePermission } from '../../http/authorize';
import { findEmployee, lockActiveEmployees } from '../../repositories/employees';

/**
 * Waits for this change's turn among the changes to who is active or an owner (one lock), then
 * checks the acting employee still may make it: archived meanwhile is a 401 (their sessions are
 * gone, so is this change), demoted meanwhile a 403. This is what keeps the last active owner: two
 * owners acting on each other at once leave the one who went first.
 */
export async function takeOwnersTurn(tx: Queryable, actorId: string): Promise<void> {
  await lockActiveEmployees(tx);
  const self = await findEmployee(tx, actorId);
  if (!self?.is_active) throw unauthorized('Your account was archived: this change was not made');
  requirePermission(self, 'employees.manage');
}
