// The runner of `npm run release` (tools/scripts/release.mjs); the work is in release-command.ts.
import { runReleaseCommand } from './release-command';

runReleaseCommand(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
