import { readFileSync } from 'node:fs';
import { assetPath } from '../asset-path';

let common: Set<string> | undefined;

/** The list is read once, on first use; it is compared in lower case, as it is written. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(assetPath('common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

/** True when the password is among the 3,000 most common ones (whatever its letter case). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
