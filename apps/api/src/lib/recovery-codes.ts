import { createHash, randomBytes } from 'node:crypto';

/** How many recovery codes an employee holds at a time. */
export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32 without I, L, O, U: nothing to misread when typed from paper.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A recovery code as shown once: 10 characters (50 random bits) in two groups, `7K2QX-M9T4D`. */
function newCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** A typed code as stored: upper case, without spaces or dashes. */
export const normalRecoveryCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** The stored form: SHA-256 of the normal form (50 random bits leave nothing to guess from it). */
export const recoveryCodeHash = (typed: string): Buffer => createHash('sha256').update(normalRecoveryCode(typed)).digest();
