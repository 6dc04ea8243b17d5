import { api } from '@shopdesk/contracts';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKUP_USAGE, RESTORE_USAGE, runBackupCommand, runRestoreCommand } from '../../src/cli/backup-command';
import { onEmbeddedOnly } from '../helpers/postgres-only';
import { killLeftoverRuns, runMain } from '../startup/run-main';

jest.setTimeout(120_000);

/** `npm run backup` and `npm run restore` on embedded databases in folders of their own, as `npm start` keeps them. */
onEmbeddedOnly('npm run backup and npm run restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shopdesk-backup-command-'));
  const shop = join(folder, 'shop');
  const elsewhere = join(folder, 'elsewhere');
  const archive = join(folder, 'shop.backup');
  afterAll(() => {
    killLeftoverRuns();
    rmSync(folder, { recursive: true, force: true });
  });

  const output = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, sink: { log: (text: string) => out.push(text), error: (text: string) => err.push(text) } };
  };
  const backup = async (args: string[], dataDir = shop) => {
    const o = output();
    return { code: await runBackupCommand(args, { DATA_DIR: dataDir }, o.sink), out: o.out.join('\n'), err: o.err.join('\n') };
  };
  const restore = async (args: string[], dataDir = elsewhere) => {
    const o = output();
    return { code: await runRestoreCommand(args, { DATA_DIR: dataDir }, o.sink), out: o.out.join('\n'), err: o.err.join('\n') };
  };
  const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
  const server = (dataDir: string) => runMain({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ADMIN_EMAIL: 'owner@backup.test', ADMIN_PASSWORD: 'owner passphrase 1' });

  it('prints its usage for anything it does not know', async () => {
    for (const args of [[], ['a', 'b'], ['--force']]) expect(await backup(args)).toEqual({ code: 2, out: '', err: BACKUP_USAGE });
    for (const args of [[], ['a', 'b'], ['--force'], ['--all', 'a']]) expect(await restore(args)).toEqual({ code: 2, out: '', err: RESTORE_USAGE });
  });

  it('backs a demo shop up while its server is stopped, restores it elsewhere, and the restored one signs its owner in', async () => {
    const first = await server(shop);
    await first.waitFor(LISTENING);
    // Running, the embedded database is the server's alone.
    expect(await backup([archive])).toMatchObject({ code: 1, err: expect.stringMatching(/^The embedded database in .* is in use by process \d+/) });
    first.signal('SIGTERM');
    expect(await first.exited).toBe(0);

    const done = await backup([archive]);
    expect(done).toMatchObject({ code: 0, err: '' });
    expect(done.out).toMatch(new RegExp(`^Backed up \\d+ rows of \\d+ tables and 17 files into ${archive} \\(0\\.\\d MB, \\d+\\.\\d s\\)\\.$`));
    expect(await backup([archive])).toEqual({ code: 1, out: '', err: `${archive} exists already: choose a new name (a backup never overwrites one)` });

    // The credentials key stays out of archives: without it the restore says what to do, before
    // it opens the target (which would make an embedded database there).
    expect(await restore([archive])).toMatchObject({ code: 1, err: expect.stringMatching(/^The archive's secrets are encrypted with the credentials key "local"/) });
    expect(existsSync(elsewhere)).toBe(false);
    mkdirSync(elsewhere, { recursive: true });
    copyFileSync(join(shop, 'credentials.key'), join(elsewhere, 'credentials.key'));
    const restored = await restore([archive]);
    expect(restored).toMatchObject({ code: 0, err: '', out: expect.stringMatching(/^Restored \d+ rows of \d+ tables and 17 files from /) });
    expect(await restore([archive])).toMatchObject({ code: 1, err: expect.stringMatching(/^The target already holds a shop/) });
    expect(await restore([archive, '--force'])).toMatchObject({ code: 0 });

    const second = await server(elsewhere);
    const base = (await second.waitFor(LISTENING))[1];
    const login = await fetch(`${base}${api.auth.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@backup.test', password: 'owner passphrase 1' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const services = await fetch(`${base}${api.services.getServiceWithQuery.path}`, { headers: { authorization: `Bearer ${token}` } });
    const logo = ((await services.json()) as { data: { documents: Array<{ logo: string }> } }).data.documents[0].logo;
    const image = await fetch(`${base}${logo}`);
    second.signal('SIGTERM');
    expect(await second.exited).toBe(0);
    expect([login.status, services.status, image.status, image.headers.get('content-type')]).toEqual([200, 200, 200, 'image/png']);
    // Not a second first start: no new owner, no demo data again.
    expect(second.stdout()).not.toContain('Shopdesk is ready');
  });

  it('names a file that is not a backup', async () => {
    const junk = join(folder, 'junk.backup');
    writeFileSync(junk, 'not an archive');
    expect(await restore([junk], join(folder, 'third'))).toMatchObject({ code: 1, err: expect.stringMatching(new RegExp(`^${junk} is not a Shopdesk backup`)) });
    // Refused before anything was opened: the folder it named was not made.
    expect(existsSync(join(folder, 'third'))).toBe(false);
  });
});
