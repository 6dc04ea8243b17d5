/** Encrypts service-credential passwords at rest; the row id is bound as associated data. */
export interface CredentialCipher {
  encrypt(plaintext: string, rowId: string): string;
  decrypt(payload: string, rowId: string): string;
  /**
   * A keyed hash (HMAC-SHA256, 32 bytes) of what makes a credential itself, so repeats are found
   * without decrypting the stock. Its key is derived from the keyring, never stored.
   */
  fingerprint(identity: string): Buffer;
}
