import type { FastifyInstance } from 'fastify';
import { invalidField, unauthorized } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { findPasswordHash } from '../../repositories/employees';
import { identityProofLimit } from '../auth/rate-limits';

/**
 * Checks the password an employee typed to prove it is them (changing the password, turning the
 * second factor off, new recovery codes): wrong is a 400 at `field` (not a 401, which would sign
 * them out). Guesses from a session are limited per employee, so a stolen session does not become
 * a password guesser. Answers the stored hash it matched.
 */
export async function provePassword(app: FastifyInstance, employeeId: string, password: string, field: string): Promise<string> {
  const limit = identityProofLimit(app, employeeId);
  await limit.countAttempt();
  const storedHash = await findPasswordHash(app.db, employeeId);
  if (!storedHash) throw unauthorized();
  const matches = await verifyPassword(storedHash, password).catch(async (error: unknown) => {
    await limit.notTried();
    throw error;
  });
  if (!matches) throw invalidField(field, 'This is not your current password');
  await limit.succeeded();
  return storedHash;
}
