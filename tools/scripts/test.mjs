// `npm test`: every test of the workspace: lint, typecheck and unit tests of each project, then
// the production builds and the end-to-end tests in Chromium against the started product. It
// closes with each step's time, each runner's counts and one line `N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { CACHE_FLAGS, ensureDependencies, log, root, WEB_PROJECTS } from './lib.mjs';
import { clearResults, printSummary, recordStep } from './test-summary.mjs';

ensureDependencies();
// .ci/run sums this run with the ones after it, and clears the results itself.
if (!process.env.TEST_RESULTS_KEEP) clearResults();

/** Runs one step of the suite; answers whether it passed. */
function step(name, args, env = {}) {
  log(`${name}...`);
  const started = Date.now();
  const result = spawnSync(join(root, 'node_modules/.bin/nx'), [...args, '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  recordStep(`npm test: ${name}`, (Date.now() - started) / 1000, ok);
  return ok;
}

function finish() {
  const { failed } = printSummary();
  process.exit(failed ? 1 : 0);
}

// A failure here does not stop the run: the end-to-end tests still say what they would have.
step('lint, typecheck and unit tests of every project', ['run-many', '-t', 'lint', 'typecheck', 'test', '--exclude=e2e', ...CACHE_FLAGS]);

// Built once here, timed on their own; the e2e step below then leaves out its build dependencies.
if (!step('production builds of the API and the web apps', ['run-many', '-t', 'build', `--projects=api,${WEB_PROJECTS.join(',')}`, ...CACHE_FLAGS])) finish();

let chromium;
try {
  chromium = ensureChromium(log);
} catch (error) {
  recordStep(`npm test: ${error.message}`, 0, false);
  finish();
}
step(`end-to-end tests in ${chromium}`, ['run', 'e2e:e2e', '--excludeTaskDependencies'], { CHROMIUM_PATH: chromium });
finish();
