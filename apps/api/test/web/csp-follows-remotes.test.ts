import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { securityHeadersPlugin } from '../../src/plugins/external/helmet';
import { webStatic } from '../../src/web/web-static';
import { fakeDist, publishRemotesFile, remotesSourceFor } from './web-fixtures';

/** The CSP's directives of one answer, by name. */
function directivesOf(header: unknown): Record<string, string[]> {
  const entries = String(header)
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .map(([name, ...sources]) => [name, sources]);
  return Object.fromEntries(entries);
}

// As app.ts wires them: the headers plugin and the static serving share one remotes source.
async function serve() {
  const file = join(mkdtempSync(join(tmpdir(), 'csp-remotes-')), 'remotes.json');
  const { remotes, log } = remotesSourceFor(file);
  const app = Fastify();
  await app.register(securityHeadersPlugin, { remoteOrigins: () => remotes.origins() });
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(webStatic, { distDir: fakeDist(), remotes });
  const pageCsp = async () =>
    directivesOf((await app.inject({ url: '/main/orders/dashboard', headers: { accept: 'text/html' } })).headers['content-security-policy']);
  return { app, file, log, pageCsp };
}

const LOADED_FROM_REMOTES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'];

describe('the Content-Security-Policy', () => {
  it('lets the page load from the origins the remotes file points at, as the file changes', async () => {
    const { app, file, log, pageCsp } = await serve();
    expect((await pageCsp())['script-src']).toEqual(["'self'"]);

    publishRemotesFile(file, { orders: 'https://cdn-a.example.com/orders/remoteEntry.js' });
    const csp = await pageCsp();
    for (const directive of LOADED_FROM_REMOTES) {
      expect([directive, csp[directive]]).toEqual([directive, expect.arrayContaining(["'self'", 'https://cdn-a.example.com'])]);
    }
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);

    publishRemotesFile(file, { orders: 'http://localhost:4445/remoteEntry.js', users: 'https://cdn-bb.example.com/users/remoteEntry.js' });
    expect((await pageCsp())['script-src']).toEqual(["'self'", 'http://localhost:4445', 'https://cdn-bb.example.com']);

    // An API answer loads nothing: its policy keeps to the API's own origin whatever the remotes.
    const api = directivesOf((await app.inject({ url: '/api/health' })).headers['content-security-policy']);
    for (const directive of LOADED_FROM_REMOTES) expect([directive, api[directive]]).toEqual([directive, expect.not.arrayContaining(['http://localhost:4445'])]);
    expect([api['default-src'], api['script-src']]).toEqual([["'self'"], ["'self'"]]);

    publishRemotesFile(file, '{"orders": 3}');
    // The file is not looked at for an API answer: a broken one is noticed by the next page.
    await app.inject({ url: '/api/health' });
    expect(log.error).toEqual([]);
    expect((await pageCsp())['script-src']).toEqual(["'self'", 'http://localhost:4445', 'https://cdn-bb.example.com']);
    expect(log.error).toHaveLength(1);
    await app.close();
  });
});
