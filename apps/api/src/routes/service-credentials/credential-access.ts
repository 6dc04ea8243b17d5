import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../http/authorize';
import { requireFreshProof } from '../../http/reauth';
import { credentialWasDelivered } from '../../repositories/credential-deliveries';
import type { RequestEmployee } from '../../types';

/**
 * Whose password an employee may reveal, the one rule of credentials that depends on the row: a
 * credential delivered on an order is read from that order by whoever works it
 * (`credentials.revealDelivered`, the call's own permission); one still in stock is the shop's money:
 * it takes `credentials.revealStock` and a fresh proof of identity.
 */
export async function assertMayReveal(app: FastifyInstance, employee: RequestEmployee, credentialId: string): Promise<void> {
  if (await credentialWasDelivered(app.db, credentialId)) return;
  requirePermission(employee, 'credentials.revealStock');
  await requireFreshProof(app, employee);
}
