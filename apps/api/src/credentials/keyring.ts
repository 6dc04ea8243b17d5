import { ConfigError } from '../config-error';

export interface CredentialKey {
  id: string;
  key: Buffer;
}

/** Parses `keyId:base64key[,keyId:base64key...]`; the first key encrypts, all of them decrypt. */
export function parseKeyring(text: string, variable = 'CREDENTIALS_KEY'): CredentialKey[] {
  const keys = text.split(',').map((entry) => {
    const [id, b64, extra] = entry.trim().split(':');
    if (!id || !b64 || extra !== undefined || !/^[A-Za-z0-9_-]{1,32}$/.test(id)) {
      throw new ConfigError(variable, 'must look like "keyId:base64key[,keyId:base64key]"');
    }
    const key = Buffer.from(b64, 'base64');
    if (key.length !== 32) throw new ConfigError(variable, `key "${id}" must be 32 bytes (base64 of 32 random bytes)`);
    return { id, key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new ConfigError(variable, 'has a key id twice');
  return keys;
}
