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
