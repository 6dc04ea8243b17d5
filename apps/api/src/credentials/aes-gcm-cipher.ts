import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config';
import type { CredentialCipher } from './credential-cipher';
import { parseKeyring, type CredentialKey } from './keyring';

/**
 * The fingerprint key, derived (HKDF) from the oldest key of the keyring: rotating in a new
 * encryption key (put first, the old ones kept after it) leaves every stored fingerprint valid.
 * Retiring that oldest key changes the fingerprints: clear the column and restart to refill it.
 */
function fingerprintKeyOf(keyring: CredentialKey[]): Buffer {
  const oldest = keyring[keyring.length - 1];
  return Buffer.from(hkdfSync('sha256', oldest.key, Buffer.alloc(0), 'shopdesk credential fingerprint', 32));
}

/** AES-256-GCM, random 96-bit IV, the row id as associated data: `v1:<keyId>:<iv>:<tag>:<ciphertext>`. */
export function aesGcmCipher(keyring: CredentialKey[]): CredentialCipher {
  const current = keyring[0];
  const byId = new Map(keyring.map((k) => [k.id, k.key]));
  const fingerprintKey = fingerprintKeyOf(keyring);
  return {
    fingerprint(identity) {
      return createHmac('sha256', fingerprintKey).update(identity, 'utf8').digest();
    },
    encrypt(plaintext, rowId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(rowId, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
    },
    decrypt(payload, rowId) {
      const [version, keyId, iv, tag, body] = payload.split(':');
      const key = byId.get(keyId);
      if (version !== 'v1' || !key || !iv || !tag || body === undefined) throw new Error('Unreadable credential payload');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(rowId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const keyFileOf = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'credentials.key');

/** The keyring this instance has: CREDENTIALS_KEY, else DATA_DIR's key file; undefined when neither is there yet. */
export function existingKeyring(config: Pick<Config, 'credentialsKeyring' | 'dataDir'>): CredentialKey[] | undefined {
  if (config.credentialsKeyring) return config.credentialsKeyring;
  const file = keyFileOf(config);
  return existsSync(file) ? parseKeyring(readFileSync(file, 'utf8').trim(), file) : undefined;
}

/** CREDENTIALS_KEY when set; otherwise a key generated once into DATA_DIR (the embedded default). */
export function loadCredentialCipher(config: Config): CredentialCipher {
  const keyring = existingKeyring(config);
  if (keyring) return aesGcmCipher(keyring);
  const file = keyFileOf(config);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `local:${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return aesGcmCipher(parseKeyring(readFileSync(file, 'utf8').trim(), file));
}
