import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseFileStorage } from '../../src/storage/database-file-storage';
import type { FileStorage } from '../../src/storage/file-storage';
import { localFileStorage } from '../../src/storage/local-file-storage';
import { s3FileStorage } from '../../src/storage/s3-file-storage';
import { jpeg, png } from '../helpers/images';
import { setupTestApp } from '../helpers/test-app';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

const t = setupTestApp();
let s3: S3TestServer;
const folder = mkdtempSync(join(tmpdir(), 'shopdesk-storage-'));
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys;
}

const A_KEY = '0a6f2b7c-1d2e-4f30-9a4b-5c6d7e8f9a0b.png';

// The same behaviour from every driver: what the routes, the seed and `npm run storage` rely on.
describe.each([
  ['filesystem', () => localFileStorage(mkdtempSync(join(folder, 'uploads-')))],
  ['database', () => databaseFileStorage(t.db)],
  ['s3', () => s3FileStorage(s3.settings(`run-${Date.now()}-${Math.random().toString(36).slice(2)}/`))],
] as const)('the %s driver', (driver, open) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(() => storage.close());

  it('names its driver', () => {
    expect(storage.driver).toBe(driver);
  });

  it('stores a file under a new key and serves the same bytes, size and type', async () => {
    const image = png(3, 5);
    const key = await storage.save(image, 'image/png');
    const file = await storage.read(key);
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect([file?.size, file?.contentType]).toEqual([image.length, 'image/png']);
    expect((await bytesOf(storage, key))?.equals(image)).toBe(true);
    expect((await storage.save(jpeg(), 'image/jpeg')).endsWith('.jpg')).toBe(true);
  });

  it('answers null for a key that holds nothing, and refuses keys the server could not have made without looking', async () => {
    expect(await storage.read('00000000-0000-4000-8000-000000000000.png')).toBeNull();
    for (const key of ['../pg/PG_VERSION', 'a.png', '0a6f2b7c-1d2e-4f30-9a4b-5c6d7e8f9a0b.gif', '']) {
      expect(await storage.read(key)).toBeNull();
      expect(await storage.has(key)).toBe(false);
      await expect(storage.put(key, png())).rejects.toThrow('Not a file key');
    }
  });

  it('puts a file under a key made elsewhere, and says which keys it holds, in order', async () => {
    const before = await keysOf(storage);
    expect(await storage.has(A_KEY)).toBe(false);
    await storage.put(A_KEY, png(4, 4));
    await storage.put(A_KEY, png(4, 4));
    const after = await keysOf(storage);
    expect(await storage.has(A_KEY)).toBe(true);
    expect(after).toEqual([...before, A_KEY].sort());
    expect((await bytesOf(storage, A_KEY))?.equals(png(4, 4))).toBe(true);
  });

  it('removes a file, and removing one that is gone is no error', async () => {
    const key = await storage.save(png(6, 6), 'image/png');
    await storage.remove(key);
    await storage.remove(key);
    expect([await storage.read(key), await storage.has(key), (await keysOf(storage)).includes(key)]).toEqual([null, false, false]);
  });
});

describe('the database driver keeps the bytes once', () => {
  const contents = async (image: Buffer) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_contents WHERE sha256 = $1', [createHash('sha256').update(image).digest()])).rows[0].n;

  it('for two uploads of one image, and each upload is removed on its own', async () => {
    const storage = databaseFileStorage(t.db);
    const image = png(9, 7);
    const first = await storage.save(image, 'image/png');
    const second = await storage.save(image, 'image/png');
    expect(first).not.toBe(second);
    expect(await contents(image)).toBe(1);

    await storage.remove(first);
    expect((await bytesOf(storage, second))?.equals(image)).toBe(true);
    expect(await contents(image)).toBe(1);
    await storage.remove(second);
    expect(await contents(image)).toBe(0);
  });
});

describe('the filesystem driver', () => {
  it('keeps only whole files under a key: a put is written aside and renamed', async () => {
    const dir = mkdtempSync(join(folder, 'whole-'));
    const storage = localFileStorage(dir);
    await storage.put(A_KEY, png(5, 5));
    expect(readdirSync(dir)).toEqual([A_KEY]);
    // A partial file another run left behind is neither listed nor served.
    rmSync(join(dir, A_KEY));
    expect(await keysOf(storage)).toEqual([]);
  });
});

describe('the s3 driver', () => {
  it('keeps the uploads under its prefix, and lists only those', async () => {
    const one = await s3FileStorage(s3.settings('one/'));
    const other = await s3FileStorage(s3.settings('one/other/'));
    const key = await one.save(png(), 'image/png');
    await other.save(png(), 'image/png');
    expect(await keysOf(one)).toEqual([key]);
    await Promise.all([one.close(), other.close()]);
  });

  it('lists past a page of a thousand objects', async () => {
    const storage = await s3FileStorage(s3.settings('many/'));
    const keys = await Promise.all(Array.from({ length: 1005 }, () => storage.save(png(), 'image/png')));
    expect(await keysOf(storage)).toEqual(keys.sort());
    await storage.close();
  });

  it('stops at start with the bucket named when it is missing or the credentials are refused', async () => {
    await expect(s3FileStorage({ ...s3.settings(), bucket: 'no-such-bucket' })).rejects.toThrow(`S3_BUCKET "no-such-bucket" at ${s3.endpoint} does not exist`);
    process.env.AWS_ACCESS_KEY_ID = 'SOMEONE-ELSE';
    try {
      await expect(s3FileStorage(s3.settings())).rejects.toThrow(`S3_BUCKET "shopdesk-test" at ${s3.endpoint} refuses these credentials`);
    } finally {
      process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    }
  });
});
