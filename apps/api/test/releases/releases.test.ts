import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELEASE_USAGE, runReleaseCommand } from '../../src/cli/release-command';
import { publishRelease, releaseHistory, rollBackRelease } from '../../src/releases/releases';

let work: string;
let paths: { releasesDir: string; remotesFile: string };
let build: string;

/** A stand-in for `nx build orders-mfe`: it empties its output folder, then writes the build. */
function buildOrders(version: string): void {
  rmSync(build, { recursive: true, force: true });
  mkdirSync(build, { recursive: true });
  writeFileSync(join(build, 'remoteEntry.js'), `/* orders ${version} */`);
  writeFileSync(join(build, `main.${version.padStart(8, '0')}.js`), `console.log('${version}')`);
}
const remotesFile = () => JSON.parse(readFileSync(paths.remotesFile, 'utf8')) as Record<string, string>;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'shopdesk-releases-'));
  paths = { releasesDir: join(work, 'data/releases'), remotesFile: join(work, 'dist/apps/remotes.json') };
  build = join(work, 'dist/apps/orders-mfe');
  mkdirSync(join(work, 'dist/apps'), { recursive: true });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

it('publishes a build as a release a later build leaves alone, and points the remotes file at it, keeping the other sections', async () => {
  writeFileSync(paths.remotesFile, JSON.stringify({ services: 'https://cdn.example.com/services/remoteEntry.js' }));
  buildOrders('1');
  const first = publishRelease(paths, 'orders', build, new Date('2026-11-30T10:00:00Z'));
  expect(first).toMatch(/^20261130-100000-[0-9a-f]{8}$/);
  expect(remotesFile()).toEqual({ services: 'https://cdn.example.com/services/remoteEntry.js', orders: `/releases/orders/${first}/remoteEntry.js` });

  buildOrders('2');
  expect(readFileSync(join(paths.releasesDir, 'orders', first, 'remoteEntry.js'), 'utf8')).toBe('/* orders 1 */');
  expect(existsSync(join(paths.releasesDir, 'orders', first, 'main.00000001.js'))).toBe(true);
  // No half-written file is ever read: the file is replaced whole.
  expect(existsSync(`${paths.remotesFile}.next`)).toBe(false);
});

it('rolls back to the release before the live one, and again, until there is none', () => {
  buildOrders('1');
  const first = publishRelease(paths, 'orders', build, new Date('2026-11-30T10:00:00Z'));
  buildOrders('2');
  const second = publishRelease(paths, 'orders', build, new Date('2026-11-30T11:00:00Z'));
  expect(releaseHistory(paths, 'orders')).toEqual([first, second]);
  expect(remotesFile().orders).toBe(`/releases/orders/${second}/remoteEntry.js`);

  expect(rollBackRelease(paths, 'orders')).toEqual({ from: second, to: first });
  expect(remotesFile().orders).toBe(`/releases/orders/${first}/remoteEntry.js`);
  expect(() => rollBackRelease(paths, 'orders')).toThrow('orders has one release only: nothing to roll back to');
  expect(() => rollBackRelease(paths, 'users')).toThrow('users has no release to roll back');
});

it('refuses a folder without a build, and a second release of the same build in the same second', () => {
  expect(() => publishRelease(paths, 'orders', build)).toThrow(/holds no remoteEntry\.js: build it first \(npx nx build orders-mfe\)$/);
  buildOrders('1');
  const at = new Date('2026-11-30T10:00:00Z');
  publishRelease(paths, 'orders', build, at);
  expect(() => publishRelease(paths, 'orders', build, at)).toThrow(/exists already$/);
});

describe('npm run release', () => {
  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const env = { DATA_DIR: join(work, 'data'), WEB_DIST_DIR: join(work, 'dist/apps') };
    const code = await runReleaseCommand(args, env, { log: (t) => out.push(t), error: (t) => err.push(t) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('publishes, lists and rolls back a section, and says what is wrong otherwise', async () => {
    expect(await run('list', 'orders')).toEqual({ code: 0, out: 'orders has no releases yet.', err: '' });
    buildOrders('1');
    expect((await run('publish', 'orders')).out).toMatch(/^Published orders release (\S+); the remotes file now points at \/releases\/orders\/\1\/remoteEntry\.js\.$/);
    buildOrders('2');
    await run('publish', 'orders');
    const [older, live] = releaseHistory(paths, 'orders');
    expect((await run('list', 'orders')).out).toBe(`${older}\n${live}  (live)`);
    expect((await run('rollback', 'orders')).out).toBe(`Rolled orders back from ${live} to ${older}; the remotes file now points at /releases/orders/${older}/remoteEntry.js.`);

    expect(await run('publish', 'shop')).toEqual({ code: 1, out: '', err: 'No section is called "shop" (there are auth, orders, services, users)' });
    expect(await run('deploy', 'orders')).toEqual({ code: 2, out: '', err: RELEASE_USAGE });
    expect((await run('publish')).code).toBe(2);
  });
});
