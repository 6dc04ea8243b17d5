// The runner of `npm run restore` (tools/scripts/restore.mjs); the work is in backup-command.ts.
import { runRestoreCommand } from './backup-command';

runRestoreCommand(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
