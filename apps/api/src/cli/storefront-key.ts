// The runner of `npm run storefront-key` (tools/scripts/storefront-key.mjs); the work is in storefront-key-command.ts.
import { runStorefrontKeyCommand } from './storefront-key-command';

runStorefrontKeyCommand(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
