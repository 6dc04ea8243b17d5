// `npm run release -- publish | rollback | list <section>`: a remote's releases, kept where no
// build empties them, and the remotes file pointed at one (apps/api/src/releases/releases.ts).
import { runApiCli } from './lib.mjs';

runApiCli('release');
