// `npm run storefront-key -- create <name> | list | revoke <name>`: the storefront's API keys, on
// the database `npm start` uses (DATABASE_URL, else the embedded one in DATA_DIR).
import { runApiCli } from './lib.mjs';

runApiCli('storefront-key');
