import { Secret, TOTP } from 'otpauth';

/** Authenticator-app codes as every app reads them: SHA-1, 6 digits, 30 seconds (RFC 6238's defaults). */
const PERIOD_SECONDS = 30;
const ISSUER = 'Shopdesk';

const totpOf = (secret: string, label = '') => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits (RFC 4226's recommendation), in base32 as apps take it typed. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an app scans (the QR code's content): issuer Shopdesk, the e-mail as the account. */
export const totpUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/** Whether `code` looks like an app's code (6 digits, spaces allowed): else it may be a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * The time step `code` belongs to, when it is the code of `secret` now or one step either side
 * (a phone's clock a little off); null otherwise. The caller refuses a step not after the last
 * one accepted, so a code works once.
 *
 * @example const step = totpStep(secret, '492 039', Date.now());
 */
export function totpStep(secret: string, code: string, nowMillis: number): number | null {
  const delta = totpOf(secret).validate({ token: code.replace(/\s/g, ''), timestamp: nowMillis, window: 1 });
  return delta === null ? null : Math.floor(nowMillis / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `secret` at `nowMillis`: for tests, and for nothing else. */
export const totpCodeAt = (secret: string, nowMillis: number): string => totpOf(secret).generate({ timestamp: nowMillis });
