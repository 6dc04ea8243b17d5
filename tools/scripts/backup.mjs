// `npm run backup -- <file>`: the whole shop into one archive (apps/api/src/cli/backup-command.ts).
import { runApiCli } from './lib.mjs';

runApiCli('backup');
