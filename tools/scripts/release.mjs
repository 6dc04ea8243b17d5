// `npm run release -- publish | rollback | list <section>`: a remote's releases, kept where no
// build empties them, and the remotes file pointed at one (apps/api/src/releases/releases.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root } from './lib.mjs';

ensureDependencies();
const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/cli/release.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
// The command's own exit code: its message already says what went wrong.
process.exit(result.status ?? 1);
