import { randomUUID } from 'node:crypto';
import type { ImageType } from '@shopdesk/contracts';
import type { FileStorage } from './file-storage';

const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

/** A new key for a file of `contentType`: `<uuid>.png|jpg`. Every driver names files this way. */
export function newFileKey(contentType: ImageType): string {
  return `${randomUUID()}.${EXTENSION[contentType]}`;
}

/** Whether `key` is one the server could have made; anything else (a path, `..`) is refused unread. */
export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

/** The type a key's file was stored as (its bytes were checked at upload). */
export function contentTypeOfKey(key: string): ImageType {
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/**
 * `save` and `put` over one whole-or-nothing write of a key (a row, an object): a new key for
 * `save`, a key made elsewhere (checked) for `put`.
 */
export function keyedWrites(store: (key: string, data: Buffer) => Promise<unknown>): Pick<FileStorage, 'save' | 'put'> {
  return {
    async save(data, contentType) {
      const key = newFileKey(contentType);
      await store(key, data);
      return key;
    },
    async put(key, data) {
      if (!isFileKey(key)) throw new Error(`Not a file key: ${key}`);
      await store(key, data);
    },
  };
}
