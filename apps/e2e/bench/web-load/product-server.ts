import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The product the bench loads pages from, and who signs in to it. */
export interface Product {
  baseUrl: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

const BENCH_ADMIN = { email: 'bench@shopdesk.test', password: 'bench-admin-password-1' };

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited (code ${child.exitCode}) before answering /api/health`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/api/health did not answer within 120 s`);
}

/**
 * The product as `npm start` runs it (tools/scripts/start.mjs): `<distDir>/api/main.js` in
 * production mode serving the web builds of `distDir`, on a fresh embedded database with demo
 * data, signed in as a bench admin. `BASE_URL` uses an already running product instead; then
 * `BENCH_ADMIN_EMAIL` and `BENCH_ADMIN_PASSWORD` name an employee of it.
 */
export async function startProduct({ root, distDir, port }: { root: string; distDir: string; port: number }): Promise<Product> {
  const baseUrl = process.env.BASE_URL;
  if (baseUrl) {
    const email = process.env.BENCH_ADMIN_EMAIL;
    const password = process.env.BENCH_ADMIN_PASSWORD;
    if (!email || !password) throw new Error('BASE_URL needs BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (an employee who can sign in)');
    return { baseUrl: baseUrl.replace(/\/$/, ''), admin: { email, password }, stop: async () => undefined };
  }
  const main = join(distDir, 'api/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'web-load-'));
  const child = spawn(process.execPath, [main], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: url, admin: BENCH_ADMIN, stop };
}
