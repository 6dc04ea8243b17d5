// The offline dependency check (tools/scripts/check-dependencies.mjs): the workspace as it is
// passes, and each fault it is there for is named, on a copy of the workspace's own files.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { dependencyProblems, readWorkspace } from '../scripts/check-dependencies.mjs';

const workspace = readWorkspace();
/** The workspace's files, as a copy `change` may alter, and what the check says of them. */
function problemsAfter(change) {
  const { manifests, lock } = structuredClone(workspace);
  change({ root: manifests['package.json'], manifests, lock, packages: lock.packages });
  return dependencyProblems(manifests, lock);
}

test('the workspace passes, and the command says so in well under a second', () => {
  assert.deepEqual(dependencyProblems(workspace.manifests, workspace.lock), []);
  const started = Date.now();
  const run = spawnSync(process.execPath, ['tools/scripts/check-dependencies.mjs'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /exact versions in \d+ package\.json files; \d+ locked packages checked/);
  assert.ok(Date.now() - started < 1000, `${Date.now() - started} ms`);
});

test('a range, a tag, a URL or a path anywhere in a package.json is named with its file and field', () => {
  const problems = problemsAfter(({ root, manifests }) => {
    root.dependencies.fastify = '^5.12.8';
    root.devDependencies.jest = 'latest';
    root.overrides['light-my-request'] = '~6.6.0';
    root.overrides.ws = { '.': '8.18.0', 'bufferutil': '>=4' };
    manifests['apps/api/package.json'].dependencies = { 'left-pad': 'github:stevemao/left-pad' };
    manifests['libs/ui-kit/package.json'].devDependencies = { local: 'file:../local' };
  });
  assert.deepEqual(problems.filter((problem) => problem.includes('not an exact version')), [
    'package.json: dependencies "fastify" is "^5.12.8", not an exact version',
    'package.json: devDependencies "jest" is "latest", not an exact version',
    'package.json: overrides "light-my-request" is "~6.6.0", not an exact version',
    'package.json: overrides "ws > bufferutil" is ">=4", not an exact version',
    'apps/api/package.json: dependencies "left-pad" is "github:stevemao/left-pad", not an exact version',
    'libs/ui-kit/package.json: devDependencies "local" is "file:../local", not an exact version',
  ]);
});

test('an @nx package on another version than nx is named, in package.json or only in the lockfile', () => {
  const version = workspace.manifests['package.json'].devDependencies.nx;
  const inManifest = problemsAfter(({ root, packages }) => {
    root.devDependencies['@nx/jest'] = '23.1.0';
    packages['node_modules/@nx/jest'].version = '23.1.0';
  });
  assert.equal(inManifest.length, 1);
  assert.match(inManifest[0], new RegExp(`^nx and @nx/\\* must be on one version, found ${version} \\(.*; 23\\.1\\.0 \\(package\\.json @nx/jest, node_modules/@nx/jest\\)$`));
  const nested = problemsAfter(({ packages }) => {
    packages['node_modules/@nx/eslint/node_modules/@nx/devkit'] = { version: '22.0.0', integrity: 'sha512-x', dev: true };
  });
  assert.match(nested.join('\n'), /22\.0\.0 \(node_modules\/@nx\/eslint\/node_modules\/@nx\/devkit\)/);
});

test('a locked package without its hash, with a weaker one, or from elsewhere than the npm registry is named', () => {
  const problems = problemsAfter(({ packages }) => {
    delete packages['node_modules/fastify'].integrity;
    packages['node_modules/pino'].integrity = 'sha1-2jmhb6fGSqKEBd+V5KPjWlfUHfw=';
    packages['node_modules/yup'].resolved = 'https://npm.example.com/yup/-/yup-1.7.1.tgz';
    packages['node_modules/axios'].resolved = 'git+ssh://git@github.com/axios/axios.git#abc';
    packages['node_modules/jotai'].resolved = 'https://registry.npmjs.org/jotai/-/jotai-2.20.3.tgz';
    packages['node_modules/@shopdesk/evil'] = { resolved: '../../elsewhere', link: true };
  });
  assert.deepEqual(problems, [
    'package-lock.json: node_modules/axios comes from git+ssh://git@github.com/axios/axios.git#abc, not from https://registry.npmjs.org/',
    'package-lock.json: node_modules/fastify has no integrity hash',
    'package-lock.json: node_modules/pino has a sha1 integrity hash, not sha512',
    'package-lock.json: node_modules/yup comes from https://npm.example.com/yup/-/yup-1.7.1.tgz, not from https://registry.npmjs.org/',
    'package-lock.json: node_modules/@shopdesk/evil links to ../../elsewhere, outside apps/ and libs/',
  ]);
});

test('takes a platform binary complete-lockfile.mjs added and a bundled package without a hash, nothing else', () => {
  const problems = problemsAfter(({ packages }) => {
    packages['node_modules/@rspack/binding-sunos-x64'] = { version: '2.3.2', dev: true, optional: true, cpu: ['x64'], os: ['sunos'] };
    packages['node_modules/npm-bundler/node_modules/inside'] = { version: '1.0.0', inBundle: true };
    packages['node_modules/optional-but-no-platform'] = { version: '1.0.0', optional: true };
  });
  assert.deepEqual(problems, ['package-lock.json: node_modules/optional-but-no-platform has no integrity hash']);
});

test('a lockfile out of step with package.json is named', () => {
  const problems = problemsAfter(({ root }) => {
    root.dependencies.fastify = '5.12.9';
    root.devDependencies['left-pad'] = '1.3.0';
  });
  assert.deepEqual(problems, [
    'package-lock.json: "fastify" is locked at 5.12.8, package.json says 5.12.9 (run npm install)',
    'package-lock.json: "left-pad" is locked at nothing, package.json says 1.3.0 (run npm install)',
  ]);
});
