import { api, STOREFRONT_KEY_HEADER } from '@shopdesk/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStorefrontKeyCommand, USAGE } from '../../src/cli/storefront-key-command';
import { createStorefrontKey, listStorefrontKeys, revokeStorefrontKey } from '../../src/storefront/storefront-keys';
import { auditRows, insertService } from '../helpers/fixtures';
import { onEmbeddedOnly } from '../helpers/postgres-only';
import { setupTestApp } from '../helpers/test-app';
import { killLeftoverRuns, runMain } from '../startup/run-main';
import { orderBody, sendOrder } from './storefront-helpers';

/** The functions behind `npm run storefront-key`, on the suite's database. */
describe('the key functions', () => {
  const t = setupTestApp();

  it('create a key that works, list it with its last use, and revoke it', async () => {
    const key = await createStorefrontKey(t.db, 'web shop');
    expect(await listStorefrontKeys(t.db)).toEqual([{ id: expect.any(String), name: 'web shop', createdAt: expect.any(Date), lastUsedAt: null, revokedAt: null }]);

    expect((await sendOrder(t, key, orderBody([await insertService(t.db)]))).statusCode).toBe(201);
    const [used] = await listStorefrontKeys(t.db);
    expect(used.lastUsedAt).toEqual(expect.any(Date));

    await revokeStorefrontKey(t.db, 'web shop');
    const [revoked] = await listStorefrontKeys(t.db);
    expect(revoked.revokedAt).toEqual(expect.any(Date));
    expect((await sendOrder(t, key, orderBody([await insertService(t.db)]))).statusCode).toBe(401);

    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM storefront_keys WHERE name = 'web shop'");
    expect((await auditRows(t.db, rows[0].id)).map((a) => [a.action, a.after])).toEqual([
      ['storefront_key.create', { name: 'web shop' }],
      ['storefront_key.revoke', { name: 'web shop', revoked: true }],
    ]);
  });

  it('refuse a name already taken, revoked keys included', async () => {
    await createStorefrontKey(t.db, 'mobile app');
    await revokeStorefrontKey(t.db, 'mobile app');
    await expect(createStorefrontKey(t.db, 'mobile app')).rejects.toThrow('A key named "mobile app" already exists (revoked keys keep their names): choose another name');
  });

  it.each(['', ' padded', 'tab\there', 'x'.repeat(101)])('refuse the name %j', async (name) => {
    await expect(createStorefrontKey(t.db, name)).rejects.toThrow(/A key's name/);
  });

  it('refuse to revoke an unknown key, or one already revoked', async () => {
    await expect(revokeStorefrontKey(t.db, 'nobody')).rejects.toThrow('No key is named "nobody" (`list` shows them)');
    await createStorefrontKey(t.db, 'twice');
    await revokeStorefrontKey(t.db, 'twice');
    await expect(revokeStorefrontKey(t.db, 'twice')).rejects.toThrow(/^The key "twice" was already revoked on /);
  });
});

/** The command itself, on an embedded database in a folder of its own, as `npm start` keeps it. */
onEmbeddedOnly('the command', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-storefront-key-'));
  const env = { DATA_DIR: dataDir };
  afterAll(() => {
    killLeftoverRuns();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function command(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStorefrontKeyCommand(args, env, { log: (text) => out.push(text), error: (text) => err.push(text) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('prints its usage for anything it does not know', async () => {
    for (const args of [[], ['create'], ['list', 'x'], ['delete', 'x'], ['create', 'a', 'b']]) {
      expect(await command(...args)).toEqual({ code: 2, out: '', err: USAGE });
    }
  });

  it('creates (printing the key once), lists and revokes, before the server ever ran', async () => {
    expect(await command('list')).toMatchObject({ code: 0, out: expect.stringMatching(/^No storefront keys yet/) });
    const created = await command('create', 'web shop');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(new RegExp(`^Storefront key "web shop".*\\n\\n  sfk_[A-Za-z0-9_-]{43}\\n\\nThe storefront sends it in the ${STOREFRONT_KEY_HEADER} header\\.$`, 's'));
    expect(await command('create', 'web shop')).toMatchObject({ code: 1, err: expect.stringMatching(/already exists/) });

    const listed = await command('list');
    expect(listed.out.split('\n')).toEqual([
      expect.stringMatching(/^NAME +CREATED +LAST USED +REVOKED$/),
      expect.stringMatching(/^web shop +\d{4}-\d\d-\d\d \d\d:\d\d UTC +never +-$/),
    ]);
    expect(listed.out).not.toContain('sfk_');

    expect(await command('revoke', 'web shop')).toEqual({ code: 0, out: 'Storefront key "web shop" revoked.', err: '' });
    expect((await command('list')).out).toMatch(/web shop +\S+ \S+ UTC +never +\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(await command('revoke', 'web shop')).toMatchObject({ code: 1, err: expect.stringMatching(/already revoked/) });
    // Seven runs, each opening the embedded database from its folder (the first creates and migrates it).
  }, 90_000);

  it('refuses while the server has the embedded database open, then works once it has stopped', async () => {
    const server = await runMain({ ...env, HOST: '127.0.0.1', PORT: '0', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info' });
    const base = (await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1];

    const refused = await command('create', 'while running');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^The embedded database in .*pg is in use by process \d+ \(a running `npm start`\?\): stop it first, or set DATABASE_URL\./);
    // The server kept its database: it still answers.
    expect((await fetch(`${base}${api.system.getHealth.path}`)).status).toBe(200);

    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
    expect((await command('create', 'after stopping')).code).toBe(0);
  }, 90_000);
});
