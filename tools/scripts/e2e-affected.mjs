// CI's end-to-end step: only the tests a change needs (affected.mjs), through `nx run e2e:e2e` so
// the builds come first. `npm test` and .ci/run still run every test. Takes what `nx affected`
// takes (--base, --head, --files=a,b; NX_BASE and NX_HEAD); --list lists the tests, runs nothing.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { affectedBy, e2eSelection } from './affected.mjs';
import { log, nx, root, run } from './lib.mjs';

const { values } = parseArgs({
  options: { base: { type: 'string' }, head: { type: 'string' }, files: { type: 'string' }, list: { type: 'boolean' } },
});
const change = { base: values.base, head: values.head, files: values.files?.split(',') };
const selection = e2eSelection(await affectedBy(change));

if (selection.run === 'none') {
  log('end-to-end tests: e2e is not affected, none to run');
} else {
  const grep = selection.run === 'sections' ? [`--grep=${selection.tags.join('|')}`] : [];
  log(`end-to-end tests: ${selection.run === 'all' ? 'all of them' : selection.tags.join(', ')}`);
  if (values.list) run(join(root, 'node_modules/.bin/playwright'), ['test', '-c', 'apps/e2e/playwright.config.ts', '--list', ...grep]);
  else nx(['run', 'e2e:e2e', '--outputStyle=static', ...grep]);
}
