import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../errors';

const MINUTE = 60;
const HOUR = 3600;
/** Resends of one invite an hour: enough for a lost or late e-mail, too few to flood a mailbox. */
const INVITE_RESENDS_PER_HOUR = 5;

/** Counts this call against `max` per window; past it, a 429 with Retry-After. */
async function countAgainst(app: FastifyInstance, key: string, max: number, windowSeconds: number): Promise<void> {
  const state = await app.rateLimiter.hit(key, windowSeconds);
  if (state.count > max) throw tooManyRequests(state.retryAfterSeconds);
}

/**
 * Login attempts per e-mail and IP. Each attempt is counted before its password is checked, so
 * parallel guesses cannot all slip past the limit; a successful login clears the count, so an
 * employee who types the password right is never slowed down. Past the limit every attempt
 * (right or wrong) waits out the window, so the answer tells a guesser nothing.
 */
export function loginLimit(app: FastifyInstance, ip: string, email: string) {
  const key = `login:${ip}:${email}`;
  return {
    countAttempt: () => countAgainst(app, key, app.config.rateLimits.loginFailuresPerMinute, MINUTE),
    clear: () => app.rateLimiter.reset(key),
  };
}

/** register and getEmailFromToken: per IP, so invite tokens cannot be guessed at speed. */
export function limitTokenCalls(app: FastifyInstance, call: 'register' | 'token-email', ip: string): Promise<void> {
  return countAgainst(app, `${call}:${ip}`, app.config.rateLimits.publicTokenCallsPerMinute, MINUTE);
}

/** forgotEmployeePassword: per e-mail, counted whether or not the account exists. */
export function limitForgotPassword(app: FastifyInstance, email: string): Promise<void> {
  return countAgainst(app, `forgot:${email}`, app.config.rateLimits.forgotPasswordPerHour, HOUR);
}

/** Resending one invite: per invite, so its address cannot be flooded with e-mails. */
export function limitInviteResends(app: FastifyInstance, inviteId: string): Promise<void> {
  return countAgainst(app, `invite-resend:${inviteId}`, INVITE_RESENDS_PER_HOUR, HOUR);
}
