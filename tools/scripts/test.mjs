// `npm test`: every test of the workspace: lint, typecheck and unit tests of each project, then
// the production builds and the end-to-end tests in Chromium against the started product.
import { ensureChromium } from './chromium.mjs';
import { buildProduct, CACHE_FLAGS, ensureDependencies, fail, log, nx } from './lib.mjs';

const started = Date.now();
ensureDependencies();

log('lint, typecheck and unit tests of every project...');
nx(['run-many', '-t', 'lint', 'typecheck', 'test', '--exclude=e2e', '--outputStyle=static', ...CACHE_FLAGS]);

// The e2e run's own build step then finds these fresh builds in the cache.
buildProduct(CACHE_FLAGS);

let chromium;
try {
  chromium = ensureChromium(log);
} catch (error) {
  fail(error.message);
}
log(`end-to-end tests in ${chromium}...`);
nx(['run', 'e2e:e2e', '--outputStyle=static'], { CHROMIUM_PATH: chromium });

log(`all tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
