/**
 * Web load benchmark (issue #11 item 5): what a cold browser downloads to show the product's
 * first screens, and the request waterfall up to the first rows of the pending orders.
 *
 *   npx nx run-many -t build -p api,shell,auth-mfe,orders-mfe,services-mfe,users-mfe
 *   node node_modules/tsx/dist/cli.mjs --tsconfig apps/e2e/tsconfig.json apps/e2e/bench/web-load.ts
 *
 * It starts the production build the way `npm start` does (`dist/apps/api/main.js`, NODE_ENV
 * production, the web builds of `dist/apps`) on a fresh embedded database with demo data, on
 * port WEB_LOAD_PORT (4390). BASE_URL=http://host:port measures a product already running instead
 * (with BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD of an employee). WEB_LOAD_DIST measures another
 * dist folder (an older build copied aside, with a node_modules link beside it); WEB_LOAD_REPORT
 * names the report files (default bench/reports/web-load, giving .md and .json).
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium. Each page loads in a new browser context, so
 * with an empty HTTP cache; no throttling, so times are for comparing, the bytes are the figures.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { distChunks } from './web-load/chunk-contents';
import { loadCold, type PageToLoad } from './web-load/page-load';
import { startProduct } from './web-load/product-server';
import { markdownReport, pageFigures, type RemoteEntryFigures } from './web-load/report';
import { waterfallTo } from './web-load/waterfall';

const root = resolve(__dirname, '../../..');
const distDir = resolve(root, process.env.WEB_LOAD_DIST ?? 'dist/apps');
const reportBase = resolve(root, process.env.WEB_LOAD_REPORT ?? 'bench/reports/web-load');
const port = Number(process.env.WEB_LOAD_PORT ?? 4390);
const REMOTES = ['auth-mfe', 'orders-mfe', 'services-mfe', 'users-mfe'];
const ORDERS_LIST_CALL = 'orders/getAllOrdersByStatus';

/** Chromium's flags for a quiet, reproducible run (no background traffic in the counts). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/**
 * What each measured page is for, checked in the page on every frame (a function, not a string:
 * the product's CSP forbids eval). Each answers the page's clock once it shows.
 */
const LOGIN_FORM = () => Array.from(document.querySelectorAll('button')).some((button) => button.textContent?.trim() === 'Login') && performance.now();
const ORDER_COUNTS = () => Array.from(document.querySelectorAll('main a')).some((link) => /^Pending\s*\d/.test(link.textContent?.trim() ?? '')) && performance.now();
const FIRST_ROWS = () => Boolean(document.querySelector('main table tbody tr td:nth-child(2)')?.textContent?.trim()) && performance.now();

function remoteEntries(): RemoteEntryFigures[] {
  return REMOTES.map((remote) => join(distDir, remote, 'remoteEntry.js'))
    .filter((file) => existsSync(file))
    .map((file) => {
      const code = readFileSync(file);
      return {
        file: file.slice(distDir.length + 1),
        bytes: code.length,
        gzipBytes: gzipSync(code, { level: 9 }).length,
        brBytes: brotliCompressSync(code).length,
      };
    });
}

async function main() {
  const product = await startProduct({ root, distDir, port });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // Signing in is not measured: it gives the signed-in pages their session.
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await page.goto(`${product.baseUrl}/auth/login`);
    await page.getByLabel('Email').fill(product.admin.email);
    await page.getByLabel('Password').fill(product.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // A new shop asks its owner to set up two-factor sign-in after a grace period: put it off.
    // (It passes through /main/dashboard on its way there.)
    const putOff = page.getByRole('button', { name: 'Remind me later' });
    await putOff.or(page.getByRole('heading', { name: 'Dashboard' })).first().waitFor();
    if (await putOff.isVisible()) await putOff.click();
    await page.waitForURL(/\/main\/dashboard$/);
    const storageState = await signIn.storageState();
    await signIn.close();

    const pages: PageToLoad[] = [
      { path: '/auth/login', ready: LOGIN_FORM },
      { path: '/main/orders/dashboard', ready: ORDER_COUNTS, storageState },
      { path: '/main/orders/orderByStatus?status=pending', ready: FIRST_ROWS, storageState },
    ];
    const loads = [];
    for (const toLoad of pages) loads.push(await loadCold(browser, product.baseUrl, toLoad));

    const report = {
      date: new Date().toISOString().slice(0, 10),
      baseUrl: product.baseUrl,
      distDir: distDir.startsWith(root) ? distDir.slice(root.length + 1) : distDir,
      browser: `Chromium ${browser.version()}`,
      pages: loads.map(pageFigures),
      loads,
      waterfall: waterfallTo(loads[loads.length - 1], ORDERS_LIST_CALL),
      remoteEntries: remoteEntries(),
      chunks: distChunks(distDir, ['shell', ...REMOTES]),
    };
    mkdirSync(dirname(reportBase), { recursive: true });
    writeFileSync(`${reportBase}.md`, markdownReport(report));
    writeFileSync(`${reportBase}.json`, `${JSON.stringify(report, null, 1)}\n`);
    for (const figures of report.pages) {
      console.log(
        `${figures.path}: ${figures.requests} requests, ${figures.scripts} scripts, ${(figures.wireBytes / 1024).toFixed(0)} KB over the wire, ` +
          `${(figures.jsGzipBytes / 1024).toFixed(1)} KB gzip JS, shown at ${figures.readyAt.toFixed(0)} ms`,
      );
    }
    console.log(`sequential round trips to the first pending rows: ${report.waterfall.chain.length}`);
    for (const entry of report.remoteEntries) console.log(`${entry.file}: ${(entry.gzipBytes / 1024).toFixed(1)} KB gzip`);
    console.log(`report: ${reportBase}.md`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
