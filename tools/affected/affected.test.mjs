// What CI runs for a change (docs/testing.md): each case as `nx show projects --affected
// --files=<file>` answers it, from one project graph, and the end-to-end tests it selects.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { calculateFileChanges } from 'nx/src/project-graph/file-utils.js';
import { affectedBy, affectedByChanges, e2eSelection, projectGraph, SECTION_TAGS, SMOKE_TAG } from '../scripts/affected.mjs';

const WEB_APPS = ['auth-mfe', 'orders-mfe', 'services-mfe', 'shell', 'users-mfe'];

let graph;
let everything;
before(async () => {
  graph = await projectGraph();
  everything = Object.keys(graph.nodes).sort();
});

const changing = (...files) => affectedBy({ files }, graph);

test('a remote: itself, the web typecheck and e2e, whose run takes its section and the smoke tests', async () => {
  const change = await changing('apps/users-mfe/src/remote-entry.ts');
  assert.deepEqual(change.projects, ['e2e', 'users-mfe', 'web-typecheck']);
  assert.deepEqual(e2eSelection(change), { run: 'sections', tags: [SMOKE_TAG, '@users'] });
});

test('ui-kit: itself, every web app, the web typecheck and e2e, not the API; all of e2e', async () => {
  const change = await changing('libs/ui-kit/src/index.ts');
  for (const project of ['ui-kit', ...WEB_APPS, 'web-typecheck', 'e2e']) assert.ok(change.projects.includes(project), project);
  assert.ok(!change.projects.includes('api'));
  assert.deepEqual(e2eSelection(change), { run: 'all' });
});

test('contracts: everything that imports them, the API and every web app among them', async () => {
  const change = await changing('libs/contracts/src/index.ts');
  for (const project of ['contracts', 'api', 'api-client', 'session', 'ui-kit', ...WEB_APPS, 'web-typecheck', 'e2e']) {
    assert.ok(change.projects.includes(project), project);
  }
  assert.deepEqual(e2eSelection(change), { run: 'all' });
});

test('the API: itself and all of e2e', async () => {
  const change = await changing('apps/api/src/app.ts');
  assert.deepEqual(change.projects, ['api', 'e2e']);
  assert.deepEqual(e2eSelection(change), { run: 'all' });
});

test('the e2e suite: itself, all of it', async () => {
  const change = await changing('apps/e2e/src/orders/order-queue.spec.ts');
  assert.deepEqual(change.projects, ['e2e']);
  assert.deepEqual(e2eSelection(change), { run: 'all' });
});

test('docs: nothing', async () => {
  const change = await changing('docs/testing.md', 'README.md');
  assert.deepEqual(change.projects, []);
  assert.deepEqual(e2eSelection(change), { run: 'none' });
});

test('the test and hardening runners and the CI files: everything', async () => {
  for (const file of ['tools/scripts/test.mjs', 'tools/scripts/hardening.mjs', '.ci/run', '.github/workflows/ci.yml']) {
    assert.deepEqual((await changing(file)).projects, everything, file);
  }
});

test("the root package.json's scripts alone, between two commits: everything", async () => {
  const now = readFileSync('package.json', 'utf8');
  const pkg = JSON.parse(now);
  const before = JSON.stringify({ ...pkg, scripts: { ...pkg.scripts, test: 'node tools/scripts/other-runner.mjs' } });
  // Nx reads a package.json between two commits as a JSON diff (only dependencies count as such).
  const changes = calculateFileChanges(['package.json'], { base: 'base', head: 'head' }, (_, revision) => (revision === 'base' ? before : now));
  assert.deepEqual((await affectedByChanges(changes, graph)).projects, everything);
});

test('every section tag the affected run selects is on some end-to-end test', () => {
  const suite = 'apps/e2e';
  const sources = readdirSync(suite, { recursive: true })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(join(suite, file), 'utf8'))
    .join('\n');
  for (const tag of [SMOKE_TAG, ...Object.values(SECTION_TAGS)]) assert.ok(sources.includes(`'${tag}'`), tag);
});
