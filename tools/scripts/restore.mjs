// `npm run restore -- <file> [--force]`: a backup into an empty shop (apps/api/src/cli/backup-command.ts).
import { runApiCli } from './lib.mjs';

runApiCli('restore');
