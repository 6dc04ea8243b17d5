/** Encrypts service-credential passwords at rest; the row id is bound as associated data. */
export interface CredentialCipher {
  encrypt(plaintext: string, rowId: string): string;
  decrypt(payload: string, rowId: string): string;
}
