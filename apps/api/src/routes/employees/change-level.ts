import { grantableLevels, type Employee, type Level } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { countOtherActiveOwners, findEmployee, updateEmployeeLevel } from '../../repositories/employees';
import { revokeInvitesOfInviter } from '../invites/revoke-invite';
import { toEmployee } from './employee-row';
import { applyTwoFactorPolicy } from '../../security/two-factor-policy';
import { takeOwnersTurn } from './owners-turn';

export const LAST_OWNER_MESSAGE = 'The shop needs an active owner: make another employee an owner first';

/**
 * Sets an employee's level; it applies from their next request (every request reads the level).
 *
 * Level changes take turns with archiving (one lock), and the actor must still be an active owner
 * once its turn comes: two owners demoting each other at once leave the one who went first. The
 * only way left to lose the last owner is demoting oneself, which is refused while no other
 * active owner remains. The employee's open invites above what the new level may give are revoked.
 */
export async function changeEmployeeLevel(db: Database, id: string, level: Level, actor: Actor): Promise<Employee> {
  return db.transaction(async (tx) => {
    await takeOwnersTurn(tx, actor.id);
    const before = await findEmployee(tx, id, true);
    if (!before) throw notFound('Employee');
    if (before.level === level) return toEmployee(before);
    if (before.level === 'owner' && before.is_active && (await countOtherActiveOwners(tx, id)) === 0) throw conflict(LAST_OWNER_MESSAGE);
    const updated = await updateEmployeeLevel(tx, id, level);
    await applyTwoFactorPolicy(tx, id);
    // Their open invites above what the new level may give stop working.
    const invitesRevoked = await revokeInvitesOfInviter(tx, actor, id, 'inviter level changed', grantableLevels(level));
    await recordAudit(tx, actor, {
      action: 'employee.change_level',
      entity: 'employee',
      entityId: id,
      before: { level: before.level },
      after: { level, invitesRevoked },
    });
    return toEmployee(updated);
  });
}
