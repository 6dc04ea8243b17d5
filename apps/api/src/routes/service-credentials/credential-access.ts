import { can } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import { Forbidden } from '../../http/authorize';
import { credentialWasDelivered } from '../../repositories/credential-deliveries';

/**
 * Whose password an employee may reveal, the one rule of credentials that depends on the row: a
 * credential delivered on an order is read from that order by whoever works it
 * (`credentials.revealDelivered`, the call's own permission); one still in stock is the shop's money
 * and takes `credentials.revealStock`.
 */
export async function assertMayReveal(db: Queryable, employee: { level: string }, credentialId: string): Promise<void> {
  if (can(employee.level, 'credentials.revealStock')) return;
  if (!(await credentialWasDelivered(db, credentialId))) throw new Forbidden('credentials.revealStock');
}
