import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
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
 * cache are left alone.
 */
export async function buildOrdersRelease(buildId: string, outDir: string): Promise<void> {
  const rspack = join(WORKSPACE_ROOT, 'node_modules/.bin/rspack');
  const args = ['build', '-c', 'apps/orders-mfe/rspack.config.ts', '--mode', 'production', '--output-path', outDir];
  const child = spawn(rspack, args, { cwd: WORKSPACE_ROOT, env: { ...process.env, BUILD_ID: buildId }, stdio: ['ignore', 'pipe', 'pipe'] });
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
