import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN, E2E_PORT } from './support/constants';

// One product per run, on a fresh embedded database with demo data, and a mailbox that
// captures what the API sends over SMTP (support/serve-product.mjs).
const runDir = process.env.E2E_RUN_DIR ?? mkdtempSync(join(tmpdir(), 'shopdesk-e2e-'));
process.env.E2E_RUN_DIR = runDir;
const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/e2e/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../dist/e2e/report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /global\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], storageState: join(runDir, 'admin.json') },
      dependencies: ['setup'],
    },
  ],
  webServer: {
    command: `node apps/e2e/support/serve-product.mjs`,
    cwd: '../..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      E2E_RUN_DIR: runDir,
      PORT: String(E2E_PORT),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
