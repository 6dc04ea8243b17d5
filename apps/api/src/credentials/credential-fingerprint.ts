import type { CredentialCipher } from './credential-cipher';

/**
 * What makes a credential itself: its user id when it has one, else its password. The prefix
 * keeps a user id from matching a password that happens to read the same.
 */
export function credentialIdentity(userId: string | null, password: string): string {
  return userId === null ? `password:${password}` : `user:${userId}`;
}

/** The stored fingerprint of a credential (user id already normalised: null when blank). */
export function credentialFingerprint(cipher: CredentialCipher, userId: string | null, password: string): Buffer {
  return cipher.fingerprint(credentialIdentity(userId, password));
}
