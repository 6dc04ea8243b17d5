// The runner of `npm run backup` (tools/scripts/backup.mjs); the work is in backup-command.ts.
import { runBackupCommand } from './backup-command';

runBackupCommand(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
