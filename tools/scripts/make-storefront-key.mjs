// A storefront key made with the real command (`npm run storefront-key -- create`), for the runs
// that post orders as the storefront does: the end-to-end tests and the screenshots.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../..');

/**
 * Makes a key called `name` in the embedded database in `dataDir` and answers it. Run it before the
 * product starts on that folder: the embedded database admits one process at a time.
 */
export function makeStorefrontKey(dataDir, name) {
  const made = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/cli/storefront-key.ts', 'create', name],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
  const key = /\bsfk_[A-Za-z0-9_-]+/.exec(made.stdout ?? '')?.[0];
  if (!key) throw new Error(`Could not make a storefront key:\n${made.stdout}\n${made.stderr}`);
  return key;
}
