import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notFoundHandler } from '../../src/http/error-handler';
import { webStatic } from '../../src/web/web-static';
import { fakeDist, remotesSourceFor } from './web-fixtures';

const dist = fakeDist();
const html = { accept: 'text/html,application/xhtml+xml' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function build({ distDir, releasesDir }: { distDir: string; releasesDir?: string }, warnings: string[] = []) {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  app.log.warn = ((message: string) => warnings.push(message)) as never;
  app.setNotFoundHandler(notFoundHandler);
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(webStatic, { distDir, releasesDir, remotes: remotesSourceFor(join(distDir, 'remotes.json')).remotes });
  await app.ready();
  return app;
}

describe('webStatic', () => {
  it("serves the remotes' published releases from their own folder, never the shell for them, never a map", async () => {
    const releasesDir = join(mkdtempSync(join(tmpdir(), 'shopdesk-releases-')), 'releases');
    const app = await build({ distDir: dist, releasesDir });
    // Made at start, so a release published while the server runs is served at once.
    mkdirSync(join(releasesDir, 'orders', 'r1'), { recursive: true });
    writeFileSync(join(releasesDir, 'orders', 'r1', 'remoteEntry.js'), '/* r1 */');
    writeFileSync(join(releasesDir, 'orders', 'r1', '12.89abcdef.js'), '/* chunk */');
    writeFileSync(join(releasesDir, 'orders', 'r1', '12.89abcdef.js.map'), '{}');
    const entry = await app.inject({ url: '/releases/orders/r1/remoteEntry.js' });
    expect([entry.statusCode, entry.body, entry.headers['cache-control']]).toEqual([200, '/* r1 */', 'no-cache']);
    expect((await app.inject({ url: '/releases/orders/r1/12.89abcdef.js' })).headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject({ url: '/releases/orders/r1/12.89abcdef.js.map' })).statusCode).toBe(404);
    const missing = await app.inject({ url: '/releases/orders/r2/remoteEntry.js', headers: html });
    expect([missing.statusCode, missing.body]).toEqual([404, expect.not.stringContaining('id="root"')]);
  });

  it('serves the shell for every page URL, its files, the remotes and remotes.json, with the right caching', async () => {
    const warnings: string[] = [];
    const app = await build({ distDir: dist }, warnings);
    for (const url of ['/', '/main/orders/orderByStatus?status=pending', '/auth/login']) {
      const page = await app.inject({ url, headers: html });
      expect([url, page.statusCode, page.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(page.body).toContain('id="root"');
    }
    expect((await app.inject({ url: '/main.0123abcd.js' })).headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    const entry = await app.inject({ url: '/mfe/orders/remoteEntry.js' });
    expect([entry.statusCode, entry.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect((await app.inject({ url: '/mfe/orders/123.89abcdef.js' })).headers['cache-control']).toBe(IMMUTABLE);
    const remotes = await app.inject({ url: '/remotes.json' });
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.json()).toEqual({
      auth: '/mfe/auth/remoteEntry.js',
      orders: '/mfe/orders/remoteEntry.js',
      services: '/mfe/services/remoteEntry.js',
      users: '/mfe/users/remoteEntry.js',
    });
    expect(warnings.join('\n')).toContain('no build of the auth remote');
    await app.close();
  });

  it('answers page URLs with the shell for clients that accept anything (curl, link checkers)', async () => {
    const app = await build({ distDir: dist });
    for (const headers of [{ accept: '*/*' }, {}]) {
      const page = await app.inject({ url: '/main/dashboard', headers });
      expect([page.statusCode, page.body.includes('id="root"')]).toEqual([200, true]);
    }
    expect((await app.inject({ url: '/main/dashboard', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    await app.close();
  });

  it('answers 404, never index.html, for the API, uploads, remotes, files and other methods', async () => {
    const app = await build({ distDir: dist });
    for (const url of ['/api/nope', '/api', '/uploads/x.png', '/mfe/orders/missing.js', '/mfe/users/remoteEntry.js']) {
      const res = await app.inject({ url, headers: html });
      expect([url, res.statusCode, res.json().statusCode]).toEqual([url, 404, 404]);
    }
    expect((await app.inject({ url: '/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/main/dashboard', headers: html })).statusCode).toBe(404);
    // An encoded climb out of a remote's folder is refused as not found, not served and not a 500.
    const traversal = await app.inject({ url: '/mfe/orders/..%2f..%2fshell/index.html' });
    expect([traversal.statusCode, traversal.json().statusCode]).toEqual([404, 404]);
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('answers 404 for source maps, however the path is spelled, and still serves the scripts beside them', async () => {
    const distDir = fakeDist();
    // Production builds write hidden maps (tools/rspack): beside the scripts, named by no script.
    const maps = ['shell/main.0123abcd.js.map', 'orders-mfe/123.89abcdef.js.map', 'orders-mfe/123.89abcdef.js.map.gz', 'orders-mfe/remoteEntry.js.map'];
    for (const file of maps) {
      writeFileSync(join(distDir, file), '{"version":3,"sources":["webpack://shopdesk/./src/secret-logic.ts"]}');
    }
    const app = await build({ distDir });
    const spellings = [
      '/main.0123abcd.js.map',
      '/main.0123abcd.js.MAP',
      '/mfe/orders/123.89abcdef.js.map',
      '/mfe/orders/123.89abcdef.js.map.gz',
      '/mfe/orders/remoteEntry.js.map?v=1',
      '/mfe/orders/123.89abcdef.js%2emap',
      '/mfe/orders/123.89abcdef.js%252emap',
      '/mfe/orders//123.89abcdef.js.map',
      '/mfe/orders/./remoteEntry.js.map',
    ];
    for (const url of spellings) {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }, html]) {
        const res = await app.inject({ url, headers });
        expect([url, res.statusCode, res.body.includes('secret-logic')]).toEqual([url, 404, false]);
      }
    }
    expect((await app.inject({ url: '/main.0123abcd.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ url: '/mfe/orders/123.89abcdef.js' })).body).toBe('chunk');
    await app.close();
  });

  it("serves a release published inside a remote's folder after the start, for remotes.json to point at", async () => {
    const distDir = fakeDist();
    const app = await build({ distDir });
    mkdirSync(join(distDir, 'orders-mfe/release-2'));
    writeFileSync(join(distDir, 'orders-mfe/release-2/remoteEntry.js'), 'var orders_mfe = 2');
    const entry = await app.inject({ url: '/mfe/orders/release-2/remoteEntry.js' });
    expect([entry.statusCode, entry.body, entry.headers['cache-control']]).toEqual([200, 'var orders_mfe = 2', 'no-cache']);
    await app.close();
  });

  it('warns and keeps the API working when there are no builds', async () => {
    const warnings: string[] = [];
    const app = await build({ distDir: join(dist, 'nothing-here') }, warnings);
    expect(warnings[0]).toMatch(/no web builds in .*nothing-here; only the API is served/);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/', headers: html })).statusCode).toBe(404);
    await app.close();
  });
});
