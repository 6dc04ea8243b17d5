import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webStatic } from '../../src/web/web-static';
import { fakeDist, publishRemotesFile, remotesSourceFor } from './web-fixtures';

const LOCAL = {
  auth: '/mfe/auth/remoteEntry.js',
  orders: '/mfe/orders/remoteEntry.js',
  services: '/mfe/services/remoteEntry.js',
  users: '/mfe/users/remoteEntry.js',
};
const CDN_JSON = JSON.stringify({ users: 'https://cdn.example.com/users/remoteEntry.js' });

const remotesFile = () => join(mkdtempSync(join(tmpdir(), 'remotes-file-')), 'remotes.json');

async function serve(file: string, remotesJson?: string) {
  const { remotes, log } = remotesSourceFor(file, remotesJson);
  const app = Fastify();
  await app.register(webStatic, { distDir: fakeDist(), remotes });
  const remotesJsonNow = async () => (await app.inject({ url: '/remotes.json' })).json();
  return { app, log, remotesJsonNow };
}

describe('the remotes file', () => {
  it('moves the remotes it names while the server runs, over REMOTES_JSON and the local builds', async () => {
    const file = remotesFile();
    const { app, log, remotesJsonNow } = await serve(file, CDN_JSON);
    expect(await remotesJsonNow()).toEqual({ ...LOCAL, users: 'https://cdn.example.com/users/remoteEntry.js' });

    publishRemotesFile(file, { orders: '/mfe/orders/release-2/remoteEntry.js' });
    expect(await remotesJsonNow()).toEqual({
      ...LOCAL,
      orders: '/mfe/orders/release-2/remoteEntry.js',
      users: 'https://cdn.example.com/users/remoteEntry.js',
    });

    // Each content differs in length from the one before, so the change shows even where the
    // file system keeps change times coarsely.
    publishRemotesFile(file, { orders: 'http://localhost:4445/remoteEntry.js', users: '/mfe/users/remoteEntry.js' });
    expect(await remotesJsonNow()).toEqual({ ...LOCAL, orders: 'http://localhost:4445/remoteEntry.js' });
    expect(log.info.at(-1)).toContain(`remotes file ${file} read`);
    expect(log.error).toEqual([]);
    await app.close();
  });

  it('is read again after an edit in place, not only after a rename', async () => {
    const file = remotesFile();
    const { app, remotesJsonNow } = await serve(file);
    writeFileSync(file, JSON.stringify({ orders: '/mfe/orders/a/remoteEntry.js' }));
    expect((await remotesJsonNow()).orders).toBe('/mfe/orders/a/remoteEntry.js');
    writeFileSync(file, JSON.stringify({ orders: '/mfe/orders/bb/remoteEntry.js' }));
    expect((await remotesJsonNow()).orders).toBe('/mfe/orders/bb/remoteEntry.js');
    await app.close();
  });

  it('that cannot be used is logged with the reason, and the last good remotes stay', async () => {
    const file = remotesFile();
    const { app, log, remotesJsonNow } = await serve(file);
    publishRemotesFile(file, { orders: '/mfe/orders/good/remoteEntry.js' });
    const good = { ...LOCAL, orders: '/mfe/orders/good/remoteEntry.js' };
    expect(await remotesJsonNow()).toEqual(good);

    const bad: [unknown, string][] = [
      ['{"orders": "/mfe/orders/half-writ', `remotes file ${file} is not valid JSON; the last good remotes stay`],
      [{ order: '/mfe/orders/remoteEntry.js' }, `remotes file ${file}: unknown remote "order"`],
      [{ orders: 'https://cdn.example.com/orders/mf-manifest.json' }, `remotes file ${file}: "orders" points at a manifest`],
      // /remotes.json is public and the remotes are logged: the secret must reach neither.
      [
        { orders: 'https://deploy:s3cret@cdn.example.com/orders/remoteEntry.js' },
        `remotes file ${file}: "orders" must not carry a user name or password (https://…@cdn.example.com/orders/remoteEntry.js)`,
      ],
    ];
    for (const [content, message] of bad) {
      publishRemotesFile(file, content);
      expect(await remotesJsonNow()).toEqual(good);
      expect(log.error.at(-1)).toContain(message);
    }
    // Logged once per version of the file, not on every request.
    await remotesJsonNow();
    expect(log.error).toHaveLength(bad.length);
    expect([...log.info, ...log.error].filter((line) => line.includes('s3cret'))).toEqual([]);

    rmSync(file);
    expect(await remotesJsonNow()).toEqual(good);
    expect(log.warn).toEqual([`remotes file ${file} is gone; the last good remotes stay (write {} to go back to the defaults)`]);

    mkdirSync(file);
    expect(await remotesJsonNow()).toEqual(good);
    expect(log.error.at(-1)).toBe(`remotes file ${file} cannot be read (EISDIR); the last good remotes stay`);

    rmSync(file, { recursive: true });
    publishRemotesFile(file, {});
    expect(await remotesJsonNow()).toEqual(LOCAL);
    await app.close();
  });

  it('that is bad at start is logged, and REMOTES_JSON and the local builds serve', async () => {
    const file = remotesFile();
    writeFileSync(file, '{"orders": 7}');
    const { app, log, remotesJsonNow } = await serve(file, CDN_JSON);
    expect(await remotesJsonNow()).toEqual({ ...LOCAL, users: 'https://cdn.example.com/users/remoteEntry.js' });
    expect(log.error).toEqual([`remotes file ${file}: "orders" must be the URL of its remoteEntry.js; the last good remotes stay`]);
    await app.close();
  });

  it('leaves a bad REMOTES_JSON to stop the start, as any bad setting does', () => {
    expect(() => remotesSourceFor(remotesFile(), '{"x":"y"}')).toThrow('REMOTES_JSON: unknown remote "x"');
  });
});
