// `npm run dev`: the API in watch mode, the shell and the remotes on dev servers with hot reload.
import { ensureDependencies, nx, WEB_PROJECTS } from './lib.mjs';

ensureDependencies();
nx(['run-many', '-t', 'serve', `--projects=api,${WEB_PROJECTS.join(',')}`, '--parallel=6', '--outputStyle=stream']);
