import { ERROR_CODES, type CallDef } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { stillMustEnrol } from '../security/two-factor-policy';
import type { RequestEmployee } from '../types';

/**
 * Refuses every call but the ones that set up a second factor (`whileEnrolling` in the contract)
 * to a session that must set one up first: its employee signed in past the grace period of the
 * shop's two-factor policy. The web side takes them to the set-up screen on this code. A session
 * the policy no longer holds (changed since, or their level) goes on.
 */
export async function requireEnrolledOrEnrolling(app: FastifyInstance, employee: RequestEmployee, call: CallDef): Promise<void> {
  if (!employee.mustEnrol || (call.access === 'protected' && call.whileEnrolling)) return;
  if (!(await stillMustEnrol(app.db, employee, employee.sessionId))) return;
  throw new HttpError(
    403,
    'Forbidden',
    'Set up two-factor sign-in first: the shop requires it of you',
    undefined,
    undefined,
    ERROR_CODES.enrolmentRequired,
  );
}
