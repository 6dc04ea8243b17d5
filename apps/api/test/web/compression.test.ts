import { API_DOCS } from '@shopdesk/contracts';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { compressPlugin } from '../../src/plugins/external/compress';
import { webStatic } from '../../src/web/web-static';
import { setupTestApp } from '../helpers/test-app';
import { fakeDist, remotesSourceFor } from './web-fixtures';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BR_OR_GZIP = { 'accept-encoding': 'br, gzip' };
const GZIP_ONLY = { 'accept-encoding': 'gzip' };
/** What the build writes (tools/rspack/precompress-plugin.ts): a big file and its .br and .gz copies. */
const BIG_SCRIPT = `console.log(${JSON.stringify('shopdesk '.repeat(400))});`;
const PAGE = `<!doctype html><html><head><title>Shopdesk</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

function withCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** The web builds with their precompressed copies, as `nx build` leaves them. */
function precompressedDist(): string {
  const dist = fakeDist();
  withCopies(join(dist, 'shell/index.html'), PAGE);
  withCopies(join(dist, 'shell/main.0123abcd.js'), BIG_SCRIPT);
  withCopies(join(dist, 'orders-mfe/remoteEntry.js'), BIG_SCRIPT);
  return dist;
}

/** As app.ts wires them: compression, then routes of each kind, then the web builds. */
async function serve(): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await app.register(compressPlugin);
  const rows = Array.from({ length: 100 }, (_, i) => ({ id: i, status: 'pending' }));
  app.get('/api/big', async () => ({ data: rows }));
  app.get('/api/small', async () => ({ status: 'ok' }));
  app.get('/api/events-opted-out', { compress: false }, async () => ({ data: rows }));
  app.get('/api/events', async (_req, reply) => reply.type('text/event-stream').send(`data: ${JSON.stringify(rows)}\n\n`));
  app.get('/uploads/:key', async (_req, reply) => reply.type('image/svg+xml').send(`<svg>${'<g/>'.repeat(500)}</svg>`));
  const dist = precompressedDist();
  await app.register(webStatic, { distDir: dist, remotes: remotesSourceFor(join(dist, 'remotes.json')).remotes });
  await app.ready();
  return app;
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

const varies = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase().includes('accept-encoding');

describe('compressed answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serve();
  });
  afterAll(() => app.close());

  it('sends a built file as its brotli copy, else its gzip copy, else as it is, saying it varies on Accept-Encoding', async () => {
    for (const [headers, encoding] of [[BR_OR_GZIP, 'br'], [GZIP_ONLY, 'gzip'], [{}, undefined], [{ 'accept-encoding': 'identity' }, undefined]] as const) {
      const res = await app.inject({ url: '/main.0123abcd.js', headers });
      expect([headers, res.statusCode, res.headers['content-encoding']]).toEqual([headers, 200, encoding]);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(res)).toBe(true);
      // Sent as built, never compressed again on the way.
      expect(decoded(res)).toBe(BIG_SCRIPT);
    }
  });

  it('revalidates the page (every page URL), remoteEntry.js and remotes.json, compressed like any built file', async () => {
    for (const url of ['/', '/main/orders/orderByStatus?status=pending', '/index.html']) {
      const res = await app.inject({ url, headers: { accept: 'text/html', ...BR_OR_GZIP } });
      expect([url, res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([url, 200, 'br', 'no-cache']);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(varies(res)).toBe(true);
      expect(decoded(res)).toBe(PAGE);
    }
    const entry = await app.inject({ url: '/mfe/orders/remoteEntry.js', headers: GZIP_ONLY });
    expect([entry.headers['content-encoding'], entry.headers['cache-control'], decoded(entry)]).toEqual(['gzip', 'no-cache', BIG_SCRIPT]);
    expect((await app.inject({ url: '/remotes.json', headers: BR_OR_GZIP })).headers['cache-control']).toBe('no-cache');
  });

  it('sends a small built file without a compressed copy as it is', async () => {
    const chunk = await app.inject({ url: '/mfe/orders/123.89abcdef.js', headers: BR_OR_GZIP });
    expect([chunk.statusCode, chunk.headers['content-encoding'], chunk.body, chunk.headers['cache-control']]).toEqual([200, undefined, 'chunk', IMMUTABLE]);
  });

  it('compresses API answers of 1 KB and more, not smaller ones', async () => {
    const big = await app.inject({ url: '/api/big', headers: BR_OR_GZIP });
    expect([big.headers['content-encoding'], varies(big)]).toEqual(['br', true]);
    expect(JSON.parse(decoded(big)).data).toHaveLength(100);
    expect((await app.inject({ url: '/api/big', headers: GZIP_ONLY })).headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ url: '/api/big' })).headers['content-encoding']).toBeUndefined();
    const small = await app.inject({ url: '/api/small', headers: BR_OR_GZIP });
    expect([small.headers['content-encoding'], small.json()]).toEqual([undefined, { status: 'ok' }]);
  });

  it('leaves alone a route that opts out, event streams and uploads', async () => {
    for (const url of ['/api/events-opted-out', '/api/events', '/uploads/logo.svg']) {
      const res = await app.inject({ url, headers: BR_OR_GZIP });
      expect([url, res.statusCode, res.headers['content-encoding']]).toEqual([url, 200, undefined]);
    }
  });
});

describe('the API as app.ts builds it', () => {
  const t = setupTestApp();

  it('compresses a big answer (the OpenAPI document) and not a small one (the health check)', async () => {
    const doc = await t.inject(null, { method: 'GET', url: `${API_DOCS}/json`, headers: BR_OR_GZIP });
    expect([doc.statusCode, doc.headers['content-encoding']]).toEqual([200, 'br']);
    expect(JSON.parse(decoded(doc)).openapi).toMatch(/^3\./);
    const health = await t.inject(null, { method: 'GET', url: '/api/health', headers: BR_OR_GZIP });
    expect([health.statusCode, health.headers['content-encoding']]).toEqual([200, undefined]);
  });
});
