import type { FastifyInstance } from 'fastify';
import { tooManyRequests, type HttpError } from '../../errors';

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
function accountLimit(app: FastifyInstance, ip: string, email: string) {
  const key = `login:${ip}:${email}`;
  return {
    countAttempt: () => countAgainst(app, key, app.config.rateLimits.loginFailuresPerMinute, MINUTE),
    clear: () => app.rateLimiter.reset(key),
    takeBack: () => app.rateLimiter.takeBack(key),
  };
}

/** How long a successful login vouches for its e-mail and address (see loginLimit). */
const KNOWN_SIGN_IN_SECONDS = 30 * 24 * HOUR;

export interface LoginAttempt {
  /** This e-mail has signed in from this address in the last 30 days. */
  knownHere: boolean;
  /**
   * Set when the address is past its limit and the e-mail was let through only because it has
   * signed in from there before: a wrong password then answers this 429, not a 401.
   */
  overAddressLimit?: HttpError;
}

/**
 * The limits of one login: per e-mail and IP (above), and per IP across e-mails, which is what
 * stops one address from spraying a password over many accounts (each costing an argon2 verify).
 *
 * The per-IP count is of failures: an attempt is counted up front like the per-account one, and
 * a success takes its count back instead of clearing the lot, so a guesser with one account of
 * their own cannot wipe the count by signing in. Behind a shared NAT (an office) the colleagues
 * of a guesser would all be locked out with them; an e-mail that has signed in from this address
 * in the last 30 days is therefore still let through past the limit, held by its per-account limit
 * alone. Its wrong passwords answer the same 429 as everybody else's, so whether an e-mail got
 * through says nothing to the guesser; a new e-mail from that address waits like the rest.
 */
export function loginLimit(app: FastifyInstance, ip: string, email: string) {
  const account = accountLimit(app, ip, email);
  const addressKey = `login-ip:${ip}`;
  const knownKey = `login-known:${ip}:${email}`;
  return {
    async countAttempt(): Promise<LoginAttempt> {
      await account.countAttempt();
      const [state, knownHere] = await Promise.all([
        app.rateLimiter.hit(addressKey, 10 * MINUTE),
        app.rateLimiter.peek(knownKey).then((count) => count > 0),
      ]);
      if (state.count <= app.config.rateLimits.loginFailuresPerIpPer10Minutes) return { knownHere };
      const overAddressLimit = tooManyRequests(state.retryAfterSeconds);
      if (!knownHere) throw overAddressLimit;
      return { knownHere, overAddressLimit };
    },
    /** The password was never checked (no argon2 slot free): no guess was made, so none is counted. */
    async notTried(): Promise<void> {
      await account.takeBack();
      await app.rateLimiter.takeBack(addressKey);
    },
    async succeeded(): Promise<void> {
      await account.clear();
      await app.rateLimiter.takeBack(addressKey);
      await app.rateLimiter.reset(knownKey);
      await app.rateLimiter.hit(knownKey, KNOWN_SIGN_IN_SECONDS);
    },
  };
}

/** register, getEmailFromToken, checkResetToken and starting a passkey sign-in: per IP, so tokens cannot be guessed (nor challenges piled up) at speed. */
export function limitTokenCalls(app: FastifyInstance, call: 'register' | 'token-email' | 'reset-check' | 'passkey-start', ip: string): Promise<void> {
  return countAgainst(app, `${call}:${ip}`, app.config.rateLimits.publicTokenCallsPerMinute, MINUTE);
}

/**
 * forgotEmployeePassword, per IP: past the limit a 429 (about the caller's address, it says
 * nothing about the account).
 */
export function limitForgotPasswordCalls(app: FastifyInstance, ip: string): Promise<void> {
  return countAgainst(app, `forgot-ip:${ip}`, app.config.rateLimits.forgotPasswordPerIpPerHour, HOUR);
}

/**
 * forgotEmployeePassword, per e-mail, counted whether or not the account exists: answers whether
 * one more reset e-mail may go out. Past the limit the caller gets the usual answer and nothing is
 * sent; a 429 here would tell that the e-mail was asked for and would let anybody lock an employee
 * out of resetting. The e-mails already sent hold live links, so the employee is not stuck.
 */
export async function mayEmailPasswordReset(app: FastifyInstance, email: string): Promise<boolean> {
  const state = await app.rateLimiter.hit(`forgot:${email}`, HOUR);
  return state.count <= app.config.rateLimits.forgotPasswordPerHour;
}

/**
 * The second step of sign-ins, per address: a code is 6 digits, so guesses must stay far fewer
 * than a million. Each pending sign-in also dies after a few wrong codes.
 */
export function limitSecondFactorCodes(app: FastifyInstance, ip: string): Promise<void> {
  return countAgainst(app, `second-factor:${ip}`, app.config.rateLimits.loginFailuresPerIpPer10Minutes, 10 * MINUTE);
}

/** Codes tried while setting up an authenticator app, per employee: 10 in 15 minutes. */
export function limitTotpConfirmations(app: FastifyInstance, employeeId: string): Promise<void> {
  return countAgainst(app, `totp-confirm:${employeeId}`, 10, 15 * MINUTE);
}

/** Wrong proofs of identity (passwords, codes) an employee may give from a session, per 15 minutes. */
const WRONG_PROOFS = 5;

/**
 * Proofs of identity from a session (the current password to change it, the password or a code to
 * confirm it's them), per employee: a stolen session must not become a password or code guesser.
 * Each attempt is counted before it is checked; a success clears the count.
 */
export function identityProofLimit(app: FastifyInstance, employeeId: string) {
  const key = `identity-proof:${employeeId}`;
  return {
    countAttempt: () => countAgainst(app, key, WRONG_PROOFS, 15 * MINUTE),
    succeeded: () => app.rateLimiter.reset(key),
    /** The password was never checked (no argon2 slot free): not a guess. */
    notTried: () => app.rateLimiter.takeBack(key),
  };
}

/** Resending one invite: per invite, so its address cannot be flooded with e-mails. */
export function limitInviteResends(app: FastifyInstance, inviteId: string): Promise<void> {
  return countAgainst(app, `invite-resend:${inviteId}`, INVITE_RESENDS_PER_HOUR, HOUR);
}
