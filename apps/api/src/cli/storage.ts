// The runner of `npm run storage` (tools/scripts/storage.mjs); the work is in storage-command.ts.
import { runStorageCommand } from './storage-command';

runStorageCommand(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
