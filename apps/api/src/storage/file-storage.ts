import type { ImageType } from '@shopdesk/contracts';
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: ImageType;
}

/** The drivers an operator picks from with STORAGE_DRIVER. */
export const STORAGE_DRIVERS = ['filesystem', 'database', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/**
 * Where uploaded images live: one instance's disk, the database, or an S3-compatible bucket.
 * Keys are server-generated (`<uuid>.png|jpg`, see file-keys.ts) and never change content, so
 * rows refer to them and a move between drivers keeps them.
 */
export interface FileStorage {
  readonly driver: StorageDriver;
  /** Stores a new file under a new key and answers the key. */
  save(data: Buffer, contentType: ImageType): Promise<string>;
  /** The file, or null for a key that is malformed or holds nothing. */
  read(key: string): Promise<StoredFile | null>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  /** Stores `data` under a key another driver made (a move). Whole or not at all: never a partial file. */
  put(key: string, data: Buffer): Promise<void>;
  has(key: string): Promise<boolean>;
  /** Every key held, in ascending order. */
  keys(): AsyncIterable<string>;
  /** Releases what the driver holds open (the S3 client's connections); the database is its caller's to close. */
  close(): Promise<void>;
}
