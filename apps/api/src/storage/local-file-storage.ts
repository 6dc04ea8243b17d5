import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageType } from '@shopdesk/contracts';
import type { FileStorage } from './file-storage';

const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const KEY = /^[0-9a-f-]{36}\.(png|jpg)$/;

/** Uploads on the local disk, under server-generated names: `<uuid>.png|jpg`. */
export function localFileStorage(dir: string): FileStorage {
  const ready = mkdir(dir, { recursive: true });
  return {
    async save(data, contentType) {
      await ready;
      const key = `${randomUUID()}.${EXTENSION[contentType]}`;
      await writeFile(join(dir, key), data, { flag: 'wx' });
      return key;
    },
    async read(key) {
      if (!KEY.test(key)) return null;
      const path = join(dir, key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size, contentType: key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    },
    async remove(key) {
      if (KEY.test(key)) await rm(join(dir, key), { force: true });
    },
  };
}
