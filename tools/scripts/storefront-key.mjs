// `npm run storefront-key -- create <name> | list | revoke <name>`: the storefront's API keys, on
// the database `npm start` uses (DATABASE_URL, else the embedded one in DATA_DIR).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root } from './lib.mjs';

ensureDependencies();
const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/cli/storefront-key.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
// The command's own exit code: its message already says what went wrong.
process.exit(result.status ?? 1);
