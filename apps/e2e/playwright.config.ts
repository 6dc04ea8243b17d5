import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN, E2E_PORT } from './support/constants';
import { adminStatePath, type ProductMetadata } from './support/product';

/** `npm test` sets CHROMIUM_PATH (tools/scripts/chromium.mjs); run by hand, the headless shell where it is installed. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

// Two products per run, each on a fresh embedded database with demo data and a mailbox that
// captures what its API sends over SMTP (support/serve-product.mjs). Each serves one half of the
// specs to one worker: the halves run side by side and never share data.
const runDir = process.env.E2E_RUN_DIR ?? mkdtempSync(join(tmpdir(), 'shopdesk-e2e-'));
process.env.E2E_RUN_DIR = runDir;

/**
 * The specs of each product, folders or single files, balanced by their running time (docs/testing.md).
 * A file one product names is left out of the folder another names.
 */
const PRODUCTS = [
  { name: 'a', specs: ['orders', 'delivery', 'services', 'deployment', 'users', 'responsive', 'routes', 'accessibility/signed-out-screens.spec.ts'] },
  { name: 'b', specs: ['auth', 'shell', 'accessibility', 'customers', 'appearance', 'routes/guards.spec.ts'] },
].map((product, index) => {
  const dir = join(runDir, product.name);
  mkdirSync(dir, { recursive: true });
  const metadata: ProductMetadata = { dir };
  return { ...product, port: E2E_PORT + index, baseURL: `http://localhost:${E2E_PORT + index}`, metadata };
});

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/e2e/test-results',
  fullyParallel: false,
  workers: PRODUCTS.length,
  // A retried pass is reported as flaky, named in the run's summary and counted there.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../dist/e2e/report' }], ['./support/results-reporter.ts']],
  use: {
    // A trace is recorded only for a retried test: recording one for every test (to keep it on a
    // failure) took a sixth of the browser's CPU for nothing on a green run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
        // V8 stops at its baseline compiler: a test's page lives seconds, and the optimising tiers
        // spent the CPU they save there on compiling (the shell's 25 tests: 84 CPU-seconds to 71-77;
        // Maglev allowed, 83; the interpreter alone, 80). The page behaves the same.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: PRODUCTS.flatMap(({ name, specs, baseURL, metadata }) => [
    { name: `setup-${name}`, testMatch: /global\.setup\.ts/, use: { baseURL }, metadata },
    {
      name: `product-${name}`,
      testMatch: specs.map((spec) => (spec.endsWith('.ts') ? spec : `${spec}/**/*.spec.ts`)),
      testIgnore: PRODUCTS.filter((other) => other.name !== name).flatMap((other) => other.specs.filter((spec) => spec.endsWith('.ts'))),
      // One worker a product: a product's specs run one after another, as they were written to.
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL, storageState: adminStatePath(metadata.dir) },
      metadata,
      dependencies: [`setup-${name}`],
    },
  ]),
  webServer: PRODUCTS.map(({ port, baseURL, metadata }) => ({
    command: `node apps/e2e/support/serve-product.mjs`,
    cwd: '../..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      E2E_RUN_DIR: metadata.dir,
      PORT: String(port),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  })),
});
