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

  it('starts on an empty data folder, prints the first sign-in once, and stops cleanly on SIGTERM after draining', async () => {
    const first = await runMain({ ...env, SHUTDOWN_DRAIN_SECONDS: '1' });
    const base = (await first.waitFor(LISTENING))[1];
    const password = (await first.waitFor(/Password: (\S+)/))[1];
    expect(first.stdout()).toContain('E-mail:   admin@shopdesk.local');
    expect((await fetch(`${base}${api.system.getHealth.path}`)).status).toBe(200);
    expect(await login(base, 'admin@shopdesk.local', password)).toBe(200);

    expect((await fetch(`${base}${api.system.getReadiness.path}`)).status).toBe(200);

    first.signal('SIGTERM');
    // Draining: not ready for new work, and still answering what a load balancer sends meanwhile.
    await first.waitFor(/SIGTERM: shutting down/);
    const ready = await fetch(`${base}${api.system.getReadiness.path}`);
    expect([ready.status, ((await ready.json()) as { message: string }).message]).toEqual([503, 'Not ready: shutting down']);
    expect((await fetch(`${base}${api.system.getHealth.path}`)).status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toContain('readiness answers 503: serving for 1 s more before closing');

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

  it('stopped while still starting, finishes the start and then stops cleanly, not killed half-way', async () => {
    const starting = await runMain({ ...env, DATA_DIR: join(dataDir, 'stopped-early') });
    // Logged before the server listens: a signal here found no handler and killed the process.
    await starting.waitFor(/migrations applied/);
    starting.signal('SIGTERM');
    expect(await starting.exited).toBe(0);
    expect(starting.stdout()).toMatch(/SIGTERM: shutting down[\s\S]*Shopdesk is listening/);
    expect(starting.stdout()).not.toContain('could not start');
  });
});
