import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseFileStorage } from '../../src/storage/database-file-storage';
import type { FileStorage } from '../../src/storage/file-storage';
import { localFileStorage } from '../../src/storage/local-file-storage';
import { FileMoveError, moveFiles } from '../../src/storage/move-files';
import { s3FileStorage } from '../../src/storage/s3-file-storage';
import { png } from '../helpers/images';
import { setupTestApp } from '../helpers/test-app';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

const t = setupTestApp();
let s3: S3TestServer;
const folder = mkdtempSync(join(tmpdir(), 'shopdesk-move-'));
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

async function contentsOf(storage: FileStorage): Promise<Map<string, string>> {
  const contents = new Map<string, string>();
  for await (const key of storage.keys()) {
    const file = await storage.read(key);
    const chunks: Buffer[] = [];
    for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
    contents.set(key, Buffer.concat(chunks).toString('base64'));
  }
  return contents;
}

/** A disk with `n` different images on it. */
async function diskWith(n: number): Promise<{ dir: string; storage: FileStorage; keys: string[] }> {
  const dir = mkdtempSync(join(folder, 'disk-'));
  const storage = localFileStorage(dir);
  const keys: string[] = [];
  for (let i = 0; i < n; i++) keys.push(await storage.save(png(2 + i, 3), 'image/png'));
  return { dir, storage, keys: keys.sort() };
}

/** `target`, failing every write after the first `writes`: a run stopped halfway (a crash, a lost connection). */
function failingAfter(target: FileStorage, writes: number): FileStorage {
  let left = writes;
  return {
    ...target,
    keys: () => target.keys(),
    async put(key, data) {
      if (left-- <= 0) throw new Error('connection lost');
      await target.put(key, data);
    },
  };
}

it('moves every file from the disk into the database under the same keys, leaving the disk empty', async () => {
  const { dir, storage: disk } = await diskWith(5);
  const before = await contentsOf(disk);
  const database = databaseFileStorage(t.db);
  const progress = await moveFiles(disk, database, { removeFromSource: true });
  expect(progress).toEqual({ copied: 5, alreadyThere: 0, removed: 5 });
  const after = await contentsOf(database);
  expect([...before].every(([key, bytes]) => after.get(key) === bytes)).toBe(true);
  expect(readdirSync(dir)).toEqual([]);
});

it('goes on where a stopped move left off, and never removes a file the target does not hold', async () => {
  const { storage: disk, keys } = await diskWith(6);
  const before = await contentsOf(disk);
  const target = await s3FileStorage(s3.settings(`resumed-${Date.now()}/`));
  await expect(moveFiles(disk, failingAfter(target, 2), { removeFromSource: true })).rejects.toThrow('connection lost');
  // Two moved and removed; the third failed to write and is still on the disk, as are the rest.
  expect(await contentsOf(disk)).toEqual(new Map([...before].slice(2)));
  expect([...(await contentsOf(target)).keys()]).toEqual(keys.slice(0, 2));

  const progress = await moveFiles(disk, target, { removeFromSource: true });
  expect(progress).toEqual({ copied: 4, alreadyThere: 0, removed: 4 });
  expect(await contentsOf(target)).toEqual(before);
  expect((await contentsOf(disk)).size).toBe(0);
  await target.close();
});

it('counts what the target held already (a copy before, a move stopped after writing), and copies keep the source', async () => {
  const { storage: disk } = await diskWith(4);
  const before = await contentsOf(disk);
  const target = await s3FileStorage(s3.settings(`copied-${Date.now()}/`));
  expect(await moveFiles(disk, failingAfter(target, 3), { removeFromSource: false }).catch((e: Error) => e.message)).toBe('connection lost');
  expect(await moveFiles(disk, target, { removeFromSource: false })).toEqual({ copied: 1, alreadyThere: 3, removed: 0 });
  expect(await contentsOf(disk)).toEqual(before);
  expect(await contentsOf(target)).toEqual(before);
  await target.close();
});

it('stops before removing a file that reads back differently from the target', async () => {
  const { storage: disk, keys } = await diskWith(2);
  const database = databaseFileStorage(t.db);
  const corrupting: FileStorage = { ...database, keys: () => database.keys(), put: (key) => database.put(key, png(1, 1)) };
  await expect(moveFiles(disk, corrupting, { removeFromSource: true })).rejects.toThrow(FileMoveError);
  expect([...(await contentsOf(disk)).keys()]).toEqual(keys);
  await Promise.all(keys.map((key) => database.remove(key)));
});
