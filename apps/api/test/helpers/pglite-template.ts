import { readFileSync } from 'node:fs';

/** Where global-setup.ts leaves the migrated database every test file starts from. */
export const PGLITE_TEMPLATE_ENV = 'SHOPDESK_TEST_PGLITE_TEMPLATE';

/** The migrated database's dump, or undefined when the run has none (a file run outside jest's global setup). */
export function migratedPgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
