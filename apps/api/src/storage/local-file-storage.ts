import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage } from './file-storage';
import { contentTypeOfKey, isFileKey, newFileKey } from './file-keys';

/** Uploads as files in one folder (DATA_DIR/uploads): the embedded default, one instance only. */
export function localFileStorage(dir: string): FileStorage {
  const ready = mkdir(dir, { recursive: true });
  const fileOf = async (key: string) => {
    if (!isFileKey(key)) return null;
    const path = join(dir, key);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? { path, size: info.size } : null;
  };
  return {
    driver: 'filesystem',
    async save(data, contentType) {
      await ready;
      const key = newFileKey(contentType);
      await writeFile(join(dir, key), data, { flag: 'wx' });
      return key;
    },
    async put(key, data) {
      if (!isFileKey(key)) throw new Error(`Not a file key: ${key}`);
      await ready;
      // Written aside, then renamed: a move stopped halfway leaves no truncated file under the key.
      const partial = join(dir, `.${key}.partial`);
      await writeFile(partial, data);
      await rename(partial, join(dir, key));
    },
    async read(key) {
      const file = await fileOf(key);
      return file && { stream: createReadStream(file.path), size: file.size, contentType: contentTypeOfKey(key) };
    },
    async has(key) {
      return (await fileOf(key)) !== null;
    },
    async remove(key) {
      if (isFileKey(key)) await rm(join(dir, key), { force: true });
    },
    async *keys() {
      await ready;
      yield* (await readdir(dir)).filter(isFileKey).sort();
    },
    async close() {
      // Nothing held open.
    },
  };
}
