import type { TwoFactorSetup } from '@shopdesk/contracts';

/** The name the recovery codes are saved under. */
export const RECOVERY_CODES_FILE = 'shopdesk-recovery-codes.txt';

/** Few enough recovery codes left that the page says to make new ones. */
export const FEW_CODES_LEFT = 3;

/**
 * The authenticator app's key as one types it: groups of four characters.
 *
 * @example groupKey('JBSWY3DPEHPK3PXP') // 'JBSW Y3DP EHPK 3PXP'
 */
export function groupKey(secret: string): string {
  return secret.replace(/\s+/g, '').match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The code as the API takes it: the digits typed, spaces (a '123 456' as the app shows it) gone. */
export const codeDigits = (typed: string) => typed.replace(/\s+/g, '');

/** The recovery codes' file: what they are for, then one a line (CRLF, so any editor shows the lines). */
export function recoveryCodesFile(codes: readonly string[]): string {
  return ['Shopdesk recovery codes', 'Each code signs you in once if you lose your phone.', '', ...codes, ''].join('\r\n');
}

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** What the shop's policy asks of the employee: by when, or that the time has come. */
export function requirementText(setup: TwoFactorSetup): string {
  return setup.required
    ? 'Your shop requires two-factor sign-in for your account. Set it up to go on.'
    : `Your shop requires two-factor sign-in for your account from ${DAY.format(new Date(setup.dueAt))}.`;
}
