// Helpers shared by the npm scripts. Only Node built-ins here: these run before `npm ci` has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function log(message) {
  console.log(`\x1b[36m[shopdesk]\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m[shopdesk] ${message}\x1b[0m`);
  process.exit(1);
}

/** Runs a command in the repo root with inherited output; exits on failure. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

export const nx = (args, env) => run(join(root, 'node_modules/.bin/nx'), args, env);

export const WEB_PROJECTS = ['shell', 'auth-mfe', 'orders-mfe', 'services-mfe', 'users-mfe'];

/**
 * In CI every task really runs: Nx 23 shares its cache between clones of one repository on a
 * machine, and a replayed result is not what CI is there to check.
 */
export const CACHE_FLAGS = process.env.CI ? ['--skip-nx-cache'] : [];

/** Builds the API and the web apps; Nx's cache makes this a no-op when nothing changed. */
export function buildProduct(flags = []) {
  log('building the API and the web apps (cached when unchanged)...');
  nx(['run-many', '-t', 'build', `--projects=api,${WEB_PROJECTS.join(',')}`, '--outputStyle=static', ...flags]);
}

/** Starts a child process that dies with us. */
export function startChild(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

/**
 * Runs one of the API's command-line programs (`apps/api/src/cli/<name>.ts`) with this script's
 * arguments, then exits with its code: its own message already says what went wrong.
 */
export function runApiCli(name) {
  ensureDependencies();
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', `apps/api/src/cli/${name}.ts`, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}
