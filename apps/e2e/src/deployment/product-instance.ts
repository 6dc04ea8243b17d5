import { expect } from '../../support/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { E2E_ADMIN } from '../../support/constants';

export const WORKSPACE_ROOT = join(__dirname, '../../../..');

export interface ProductInstance {
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A product of its own, started the way serve-product.mjs starts the shared one (the production
 * API serving the web builds, a fresh embedded database with demo data), so its remotes file can
 * change without touching what other specs see.
 */
export async function startProduct(options: { port: number; dataDir: string; webDistDir: string; remotesFile: string }): Promise<ProductInstance> {
  const { port, dataDir, webDistDir, remotesFile } = options;
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, [join(WORKSPACE_ROOT, 'dist/apps/api/main.js')], {
    cwd: WORKSPACE_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      REMOTES_FILE: remotesFile,
      PUBLIC_URL: url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const healthy = expect
    .poll(() => fetch(`${url}/api/health`).then((response) => response.status, () => 0), { timeout: 120_000 })
    .toBe(200);
  const died = exited.then(() => Promise.reject(new Error(`the product on port ${port} stopped while starting (code ${server.exitCode})`)));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  };
  try {
    await Promise.race([healthy, died]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { process: server, stop };
}
