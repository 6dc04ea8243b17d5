// The dependency check that needs no network (`npm audit` needs the advisory service, which the
// build machines cannot reach): every package.json pins exact versions, `nx` and `@nx/*` are on one
// version, the lockfile is in step with the root package.json, and every package it installs comes
// from the npm registry with its integrity hash. `nx run dependency-check:lint` runs it (so do
// `npm run lint`, `npm test` and CI); it takes a few milliseconds. The weekly `npm audit` is a job
// of .github/workflows/ci.yml.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, root } from './lib.mjs';

/** An exact version: no range, tag, URL or path, so an install never picks a newer release. */
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const REGISTRY = 'https://registry.npmjs.org/';
const FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'overrides'];
/** Nx's packages only work together on one version. */
const isNx = (name) => name === 'nx' || name.startsWith('@nx/');
/** Where workspace packages live (package.json `workspaces`): links elsewhere are not ours. */
const WORKSPACE_FOLDER = /^(apps|libs)\/[^/]+$/;

function pinningProblems(file, manifest) {
  const problems = [];
  const check = (where, name, spec) => {
    // An override may nest: { "a": { "b": "1.0.0" } } pins b under a.
    if (spec !== null && typeof spec === 'object') {
      for (const [inner, innerSpec] of Object.entries(spec)) check(where, inner === '.' ? name : `${name} > ${inner}`, innerSpec);
    } else if (typeof spec !== 'string' || !EXACT_VERSION.test(spec)) {
      problems.push(`${file}: ${where} "${name}" is ${JSON.stringify(spec)}, not an exact version`);
    }
  };
  for (const field of FIELDS) for (const [name, spec] of Object.entries(manifest[field] ?? {})) check(field, name, spec);
  return problems;
}

/** The name a lockfile key installs: `node_modules/a/node_modules/@b/c` installs `@b/c`. */
const installedName = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

function lockProblems(manifest, lock) {
  const problems = [];
  const { packages = {} } = lock;
  if (lock.lockfileVersion !== 3) problems.push(`package-lock.json: lockfileVersion ${lock.lockfileVersion}, expected 3 (npm 9 or later)`);
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
      const locked = packages[`node_modules/${name}`]?.version;
      if (locked !== spec) problems.push(`package-lock.json: "${name}" is locked at ${locked ?? 'nothing'}, package.json says ${spec} (run npm install)`);
    }
  }
  for (const [key, entry] of Object.entries(packages)) {
    if (!key.includes('node_modules/')) continue; // the root and the workspace folders themselves
    if (entry.link) {
      if (!WORKSPACE_FOLDER.test(entry.resolved ?? '')) problems.push(`package-lock.json: ${key} links to ${entry.resolved}, outside apps/ and libs/`);
      continue;
    }
    if (entry.resolved !== undefined && !entry.resolved.startsWith(REGISTRY)) {
      problems.push(`package-lock.json: ${key} comes from ${entry.resolved}, not from ${REGISTRY}`);
    }
    if (entry.integrity === undefined) {
      // Inside another package's tarball, or a platform binary complete-lockfile.mjs added (npm
      // fetches it by version on its platform): neither has a hash of its own.
      const platformBinary = entry.optional && (entry.os || entry.cpu);
      if (!entry.inBundle && !platformBinary) problems.push(`package-lock.json: ${key} has no integrity hash`);
    } else if (!entry.integrity.startsWith('sha512-')) {
      problems.push(`package-lock.json: ${key} has a ${entry.integrity.split('-')[0]} integrity hash, not sha512`);
    }
  }
  return problems;
}

function nxVersionProblems(manifest, lock) {
  const versions = new Map();
  const note = (version, where) => versions.set(version, [...(versions.get(version) ?? []), where]);
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {})) if (isNx(name)) note(spec, `package.json ${name}`);
  }
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (key.includes('node_modules/') && !entry.link && isNx(installedName(key))) note(entry.version, key);
  }
  if (versions.size <= 1) return [];
  const list = [...versions].map(([version, where]) => `${version} (${where.join(', ')})`).join('; ');
  return [`nx and @nx/* must be on one version, found ${list}`];
}

/**
 * What is wrong with the dependencies, one line each; empty when nothing is.
 *
 * @example dependencyProblems({ 'package.json': rootManifest, 'apps/api/package.json': apiManifest }, lock)
 */
export function dependencyProblems(manifests, lock) {
  const rootManifest = manifests['package.json'];
  return [
    ...Object.entries(manifests).flatMap(([file, manifest]) => pinningProblems(file, manifest)),
    ...nxVersionProblems(rootManifest, lock),
    ...lockProblems(rootManifest, lock),
  ];
}

/** The root package.json and every workspace's, by path, and the lockfile, as they are on disk. */
export function readWorkspace(dir = root) {
  const readJson = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const manifests = { 'package.json': readJson('package.json') };
  for (const folder of ['apps', 'libs']) {
    for (const name of readdirSync(join(dir, folder)).sort()) {
      const file = `${folder}/${name}/package.json`;
      if (existsSync(join(dir, file))) manifests[file] = readJson(file);
    }
  }
  return { manifests, lock: readJson('package-lock.json') };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { manifests, lock } = readWorkspace();
  const problems = dependencyProblems(manifests, lock);
  if (problems.length) {
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(`check-dependencies: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
  const locked = Object.keys(lock.packages).filter((key) => key.includes('node_modules/')).length;
  log(`dependencies: exact versions in ${Object.keys(manifests).length} package.json files; ${locked} locked packages checked`);
}
