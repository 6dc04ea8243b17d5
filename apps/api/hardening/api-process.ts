import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@shopdesk/contracts';

const root = join(__dirname, '../../..');

export const HARDENING_ADMIN = { email: 'admin@hardening.test', password: 'correct-horse-battery' } as const;

export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  dataDir: string;
  exited: Promise<number | null>;
  /** False once the process has exited, for whatever reason. */
  running(): boolean;
  output(): string;
  /** Signs in as the first employee (created on the first start), or as `as`, and answers the session token. */
  signIn(as?: { email: string; password: string }): Promise<string>;
  /** SIGTERM and wait; SIGKILL after 10 s. Removes the data directory unless the caller gave it. */
  stop(): Promise<void>;
  /** SIGKILL now: the crash a power cut or the OOM killer gives. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real API (`src/main.ts`, as `npm run dev` does) as its own process on `databaseUrl`:
 * what a crash, a restart or a second instance does can only be seen from outside the process.
 */
export async function startApi(options: { databaseUrl: string; env?: Record<string, string>; dataDir?: string; nodeArgs?: string[] }): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shopdesk-hardening-'));
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_OPTIONS: '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAIL: HARDENING_ADMIN.email,
    ADMIN_PASSWORD: HARDENING_ADMIN.password,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // Node itself with tsx as a loader (not the tsx launcher): a SIGKILL must reach the API, not a
  // parent that cannot pass it on and would leave the API serving, orphaned.
  // `nodeArgs`: flags Node takes only on its command line (`--cpu-prof`), not in NODE_OPTIONS.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', join(root, 'apps/api/src/main.ts')], { cwd: root, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let alive = true;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      alive = false;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive) throw new Error(`the API exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer within 60 s:\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const cleanUp = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    url,
    dataDir,
    exited,
    running: () => alive,
    output: () => output,
    async signIn(as: { email: string; password: string } = HARDENING_ADMIN) {
      const res = await fetch(`${url}${api.auth.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: as.email, password: as.password }),
      });
      if (!res.ok) throw new Error(`sign-in of ${as.email} failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { token: string } }).data.token;
    },
    async stop() {
      if (alive) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      cleanUp();
    },
    async kill() {
      if (alive) {
        child.kill('SIGKILL');
        await exited;
      }
      cleanUp();
    },
  };
}
