import { api } from '@shopdesk/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onEmbeddedOnly } from '../helpers/postgres-only';
import { killLeftoverRuns, runMain } from './run-main';

jest.setTimeout(90_000);

onEmbeddedOnly('the product as a process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-main-'));
  afterAll(() => {
    killLeftoverRuns();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info' };
  const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

  async function login(base: string, email: string, password: string) {
    const res = await fetch(`${base}${api.auth.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return res.status;
  }

  it('starts on an empty data folder, prints the first sign-in once, and stops cleanly on SIGTERM', async () => {
    const first = await runMain(env);
    const base = (await first.waitFor(LISTENING))[1];
    const password = (await first.waitFor(/Password: (\S+)/))[1];
    expect(first.stdout()).toContain('E-mail:   admin@shopdesk.local');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(await login(base, 'admin@shopdesk.local', password)).toBe(200);

    first.signal('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toContain('SIGTERM: shutting down');

    // Same data folder: nothing is migrated or seeded again, the first employee is still there.
    const second = await runMain(env);
    const again = (await second.waitFor(LISTENING))[1];
    expect(await login(again, 'admin@shopdesk.local', password)).toBe(200);
    second.signal('SIGINT');
    expect(await second.exited).toBe(0);
    // Read once the run is over: a line printed late would still be there.
    expect(second.stdout()).not.toContain('Shopdesk is ready');
    expect(second.stdout()).not.toContain('migrations applied');
  });
});
