import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStorageCommand, USAGE } from '../../src/cli/storage-command';
import { localFileStorage } from '../../src/storage/local-file-storage';
import { s3FileStorage } from '../../src/storage/s3-file-storage';
import { png } from '../helpers/images';
import { onEmbeddedOnly } from '../helpers/postgres-only';
import { killLeftoverRuns, runMain } from '../startup/run-main';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

jest.setTimeout(90_000);

/** `npm run storage` on an embedded database in a folder of its own, as `npm start` keeps it. */
onEmbeddedOnly('npm run storage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-storage-command-'));
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    killLeftoverRuns();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function command(args: string[], env: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStorageCommand(args, { DATA_DIR: dataDir, ...env }, { log: (text) => out.push(text), error: (text) => err.push(text) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('prints its usage for anything it does not know', async () => {
    for (const args of [[], ['move'], ['move', 'filesystem'], ['move', 'filesystem', 'filesystem'], ['move', 'disk', 'database'], ['copy', 'filesystem', 'database', 'x'], ['delete', 'filesystem', 'database']]) {
      expect(await command(args)).toEqual({ code: 2, out: '', err: USAGE });
    }
  });

  it('says which setting is missing for an s3 side', async () => {
    expect(await command(['copy', 'filesystem', 's3'])).toEqual({ code: 1, out: '', err: 'Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER is s3' });
  });

  it('moves an upgraded shop’s images from its data folder into the database, which the server then serves', async () => {
    const disk = localFileStorage(join(dataDir, 'uploads'));
    const keys = [await disk.save(png(3, 3), 'image/png'), await disk.save(png(4, 4), 'image/png'), await disk.save(png(5, 5), 'image/png')];
    const server = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info', STORAGE_DRIVER: 'database' };
    const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

    // Switched to the database driver before the move: the start names the files left behind and how to move them.
    const before = await runMain(server);
    const base = (await before.waitFor(LISTENING))[1];
    const missing = await fetch(`${base}/uploads/${keys[0]}`);
    before.signal('SIGTERM');
    expect(await before.exited).toBe(0);
    expect(missing.status).toBe(404);
    expect(before.stdout()).toContain('3 uploaded images are in DATA_DIR/uploads, which STORAGE_DRIVER=database does not serve: move them with `npm run storage -- move filesystem database`');

    expect(await command(['move', 'filesystem', 'database'])).toEqual({
      code: 0,
      out: 'Moved 3 files from filesystem to database. filesystem holds none of them now.\nThe server reads filesystem: set STORAGE_DRIVER=database to serve these.',
      err: '',
    });
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);

    const after = await runMain(server);
    const again = (await after.waitFor(LISTENING))[1];
    const served = await Promise.all(keys.map(async (key) => Buffer.from(await (await fetch(`${again}/uploads/${key}`)).arrayBuffer())));
    after.signal('SIGTERM');
    expect(await after.exited).toBe(0);
    expect(served.map((bytes, i) => bytes.equals(png(3 + i, 3 + i)))).toEqual([true, true, true]);
    expect(after.stdout()).not.toContain('uploaded images are in DATA_DIR/uploads');

    // On to a bucket, keeping the database's copies; run again, it finds them there.
    const s3Env = { S3_BUCKET: 'shopdesk-test', S3_ENDPOINT: s3.endpoint, S3_PREFIX: 'shop/' };
    expect(await command(['copy', 'database', 's3'], s3Env)).toMatchObject({ code: 0, out: expect.stringMatching(/^Copied 3 files from database to s3\.\n/) });
    expect(await command(['copy', 'database', 's3'], s3Env)).toMatchObject({ code: 0, out: expect.stringMatching(/^Copied 0 files from database to s3 \(3 more were there already\)\.\n/) });
    const bucket = await s3FileStorage(s3.settings('shop/'));
    const inBucket: string[] = [];
    for await (const key of bucket.keys()) inBucket.push(key);
    await bucket.close();
    expect(inBucket).toEqual([...keys].sort());
  });

  it('refuses to open the embedded database a running server holds', async () => {
    const server = await runMain({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', SEED_DEMO_DATA: 'false' });
    await server.waitFor(/Server listening at/);
    const refused = await command(['move', 'filesystem', 'database']);
    server.signal('SIGTERM');
    await server.exited;
    expect(refused).toMatchObject({ code: 1, err: expect.stringMatching(/^The embedded database in .* is in use by process \d+/) });
  });
});
