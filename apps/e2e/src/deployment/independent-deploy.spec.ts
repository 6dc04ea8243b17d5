import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from '../../support/constants';
import { SIGNED_OUT, submitLogin } from '../auth/auth-flows';
import { serveLikeACdn } from './cdn-server';
import { watchPageProblems } from './page-problems';
import { type ProductInstance, startProduct, WORKSPACE_ROOT } from './product-instance';
import { buildOrdersAgainstNewerLib, buildOrdersRelease, publishRemotes, webDistWithOwnOrders } from './remote-release';

// Issue 10, item 13: a remote is deployed on its own. One product of our own (its remotes file
// changes here), one release of the orders remote built once for both tests.
const PORT = 4445;
const RELEASE = `e2e-${randomBytes(4).toString('hex')}`;
let work: string;
let webDistDir: string;
let remotesFile: string;
let releaseDir: string;
let product: ProductInstance;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}`, storageState: SIGNED_OUT });

test.beforeAll(async () => {
  // Starting the product (database, demo data) and building a remote take a while on any machine.
  test.setTimeout(240_000);
  work = mkdtempSync(join(tmpdir(), 'shopdesk-deploy-'));
  webDistDir = webDistWithOwnOrders(join(work, 'web'));
  remotesFile = join(work, 'remotes.json');
  releaseDir = join(webDistDir, 'orders-mfe', RELEASE);
  product = await startProduct({ port: PORT, dataDir: join(work, 'data'), webDistDir, remotesFile });
  await buildOrdersRelease(RELEASE, releaseDir);
});

test.afterAll(async () => {
  await product?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto('/auth/login');
  await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // A new shop offers its owner the two-factor set-up first; put off here.
  await page.getByRole('button', { name: 'Remind me later' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard$/);
}

/** The shell as built and as served: what redeploying a remote must leave alone. */
function shellFingerprint(): string {
  const shellDir = join(webDistDir, 'shell');
  const files = readdirSync(shellDir).map((name) => `${name}:${statSync(join(shellDir, name)).mtimeMs}`);
  const index = createHash('sha256').update(readFileSync(join(shellDir, 'index.html'))).digest('hex');
  return `${index} ${files.sort().join(' ')}`;
}

const buildStamp = (page: Page) => page.getByText(/^build /);

test('a new build of one remote, published beside it and named in the remotes file, shows in the running shell', { tag: '@orders' }, async ({ page }) => {
  const server = product.process;
  const { pid } = server;
  const shellBefore = shellFingerprint();
  const servedShellBefore = await (await page.request.get('/')).text();
  await signIn(page);
  await page.goto('/main/orders/dashboard');
  await expect(buildStamp(page)).toBeVisible();
  await expect(buildStamp(page)).not.toHaveText(`build ${RELEASE}`);

  const releaseFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/mfe/orders/${RELEASE}/`)) releaseFiles.push(new URL(request.url()).pathname);
  });
  publishRemotes(remotesFile, { orders: `/mfe/orders/${RELEASE}/remoteEntry.js` });
  await page.reload();

  await expect(buildStamp(page)).toHaveText(`build ${RELEASE}`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  // publicPath 'auto': the release's chunks load from where its remoteEntry.js is.
  expect(releaseFiles).toContain(`/mfe/orders/${RELEASE}/remoteEntry.js`);
  expect(releaseFiles.filter((path) => !path.endsWith('/remoteEntry.js')).length).toBeGreaterThan(0);

  // The same server process, the shell neither rebuilt nor served differently.
  expect([server.pid, server.exitCode, server.signalCode]).toEqual([pid, null, null]);
  expect(shellFingerprint()).toBe(shellBefore);
  expect(await (await page.request.get('/')).text()).toBe(servedShellBefore);
});

test('a remote served from another origin (a CDN) loads and works, allowed by the CSP, with no error in the page', { tag: '@orders' }, async ({ page }) => {
  const cdn = await serveLikeACdn(releaseDir);
  try {
    const problems = await watchPageProblems(page);
    await signIn(page);
    publishRemotes(remotesFile, { orders: `${cdn.origin}/remoteEntry.js` });

    await page.goto('/main/orders/dashboard');
    await expect(buildStamp(page)).toHaveText(`build ${RELEASE}`);
    expect(cdn.requests).toContain('/remoteEntry.js');
    expect(cdn.requests.filter((path) => path !== '/remoteEntry.js').length).toBeGreaterThan(0);

    await page.getByRole('main').getByRole('link', { name: /Pending/ }).click();
    await expect(page).toHaveURL(/\/main\/orders\/orderByStatus\?status=pending/);
    await expect(page.getByRole('table', { name: 'Pending Orders' })).toBeVisible();
    await expect(buildStamp(page)).toHaveText(`build ${RELEASE}`);
    expect(problems).toEqual([]);
  } finally {
    await cdn.close();
  }
});

test("a section that failed at a wrong address loads from the fixed remotes file on Retry, with no reload", { tag: '@orders' }, async ({ page }) => {
  await signIn(page);
  publishRemotes(remotesFile, { orders: '/mfe/orders/no-such-release/remoteEntry.js' });
  await page.goto('/main/orders/dashboard');
  const fallback = page.getByRole('alert').filter({ hasText: 'unavailable' });
  await expect(fallback).toContainText('The Orders section is unavailable');

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mfe/orders/')) asked.push(new URL(request.url()).pathname);
  });
  publishRemotes(remotesFile, { orders: `/mfe/orders/${RELEASE}/remoteEntry.js` });
  await fallback.getByRole('button', { name: 'Retry' }).click();

  await expect(buildStamp(page)).toHaveText(`build ${RELEASE}`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  expect(asked).toContain(`/mfe/orders/${RELEASE}/remoteEntry.js`);
  expect(asked.filter((path) => path.includes('no-such-release'))).toEqual([]);
});

test('a remote built against a newer shared lib is refused in its section, saying the shell must be deployed first', { tag: '@orders' }, async ({ page }) => {
  // Building takes a while on any machine.
  test.setTimeout(240_000);
  const newer = `${RELEASE}-newer-ui-kit`;
  // The shell's ui-kit as the workspace has it, and the next version a remote could need (below 1.0, the middle number).
  const shellHas = (JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'libs/ui-kit/package.json'), 'utf8')) as { version: string }).version;
  const [major, minor] = shellHas.split('.').map(Number);
  const needs = `${major}.${minor + 1}.0`;
  await buildOrdersAgainstNewerLib(newer, join(webDistDir, 'orders-mfe', newer), 'ui-kit', needs);
  expect(JSON.parse(readFileSync(join(webDistDir, 'orders-mfe', newer, 'shared-libs.json'), 'utf8')).libs).toMatchObject({ '@shopdesk/ui-kit': needs });

  const problems = await watchPageProblems(page);
  await signIn(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/mfe/orders/${newer}/`)) asked.push(new URL(request.url()).pathname);
  });
  publishRemotes(remotesFile, { orders: `/mfe/orders/${newer}/remoteEntry.js` });
  await page.goto('/main/orders/dashboard');

  const fallback = page.getByRole('alert').filter({ hasText: 'unavailable' }).first();
  await expect(fallback).toContainText('The Orders section is unavailable');
  await expect(fallback).toContainText(`This version of the section needs a newer shell (ui-kit ${needs}; this page has ${shellHas}). The shell must be deployed first; then reload the page.`);
  // Refused before its code ran (the page and its dashboard widget each asked): the shell's older ui-kit never met it.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((path) => path !== `/mfe/orders/${newer}/shared-libs.json`)).toEqual([]);
  // The rest of the page stands: the shell's header and its search.
  await expect(page.getByRole('button', { name: /Search/ })).toBeVisible();
  // The only errors in the page are the section's own report of the refusal (no CSP violation, no crash).
  expect(problems.filter((p) => !p.includes('section failed') && !p.includes(`it was built against @shopdesk/ui-kit ${needs}`))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('newer-shell-wide.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(fallback).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('newer-shell-390.png') });

  // Put back as it was: the release of the first test.
  publishRemotes(remotesFile, { orders: `/mfe/orders/${RELEASE}/remoteEntry.js` });
  await page.reload();
  await expect(buildStamp(page)).toHaveText(`build ${RELEASE}`);
});
