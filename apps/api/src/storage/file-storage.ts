import type { ImageType } from '@shopdesk/contracts';
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: ImageType;
}

/**
 * Where uploaded images live: the local disk by default (DATA_DIR/uploads), an S3-compatible
 * bucket later. Keys are server-generated file names; callers never choose them.
 */
export interface FileStorage {
  save(data: Buffer, contentType: ImageType): Promise<string>;
  read(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
}
