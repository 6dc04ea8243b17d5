import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './product-instance';

const BUILT = join(WORKSPACE_ROOT, 'dist/apps');

/**
 * A web builds folder for a product of its own: the shell and the other remotes are the suite's
 * builds (linked, never written), the orders remote a copy, so releases can be published inside it.
 */
export function webDistWithOwnOrders(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const project of ['shell', 'auth-mfe', 'services-mfe', 'users-mfe']) symlinkSync(join(BUILT, project), join(dir, project));
  cpSync(join(BUILT, 'orders-mfe'), join(dir, 'orders-mfe'), { recursive: true });
  return dir;
}

function finished(child: ChildProcess, what: string, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (code ${code}):\n${output()}`))));
  });
}

/**
 * Builds the orders remote as a release, `BUILD_ID=<buildId>`, into `outDir`: what a pipeline
 * publishing one remote does. Straight with rspack, not Nx, so the suite's own build and Nx's
 * cache are left alone. `root` is the workspace to build from (this one by default).
 */
export async function buildOrdersRelease(buildId: string, outDir: string, root = WORKSPACE_ROOT): Promise<void> {
  const rspack = join(WORKSPACE_ROOT, 'node_modules/.bin/rspack');
  const args = ['build', '-c', 'apps/orders-mfe/rspack.config.ts', '--mode', 'production', '--output-path', outDir];
  const child = spawn(rspack, args, { cwd: root, env: { ...process.env, BUILD_ID: buildId }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await finished(child, `rspack build of orders-mfe (BUILD_ID=${buildId})`, () => output);
}

/** Points remotes at new URLs the way a deploy should: a new file renamed over the old one. */
export function publishRemotes(file: string, remotes: Record<string, string>): void {
  writeFileSync(`${file}.next`, JSON.stringify(remotes));
  renameSync(`${file}.next`, file);
}

/**
 * Builds the orders remote as a team would after changing a shared lib and bumping its version
 * (`libs/<lib>/package.json`) without deploying the shell: from a copy of what the build reads
 * (the remote, the libs, the build tools), so this workspace is never touched.
 */
export async function buildOrdersAgainstNewerLib(buildId: string, outDir: string, lib: string, version: string): Promise<void> {
  const copy = mkdtempSync(join(tmpdir(), 'shopdesk-newer-lib-'));
  try {
    for (const path of ['apps/orders-mfe', 'libs', 'tools/rspack', 'tsconfig.base.json', 'package.json']) {
      cpSync(join(WORKSPACE_ROOT, path), join(copy, path), { recursive: true, filter: (source) => !source.includes('node_modules') });
    }
    symlinkSync(join(WORKSPACE_ROOT, 'node_modules'), join(copy, 'node_modules'));
    const manifest = join(copy, 'libs', lib, 'package.json');
    writeFileSync(manifest, JSON.stringify({ ...JSON.parse(readFileSync(manifest, 'utf8')), version }, null, 2));
    await buildOrdersRelease(buildId, outDir, copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
