import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: session, invite and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; the token itself exists only in the answer or the e-mail. */
export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
