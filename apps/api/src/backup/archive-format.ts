/** What a Shopdesk backup archive holds: a gzipped tar of these entries, the manifest last. */
export const ARCHIVE_FORMAT = 'shopdesk-backup';
export const ARCHIVE_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;
export const FILE_ENTRY_PREFIX = 'files/';

/** One archive entry as the manifest lists it. */
export interface EntrySum {
  entry: string;
  bytes: number;
  sha256: string;
}

export interface TableDump extends EntrySum {
  table: string;
  rows: number;
}

export interface SequenceValue {
  sequence: string;
  lastValue: string;
  isCalled: boolean;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  /** The migrations applied to the database backed up: a restore brings the target to the same, loads, then migrates on. */
  migrations: string[];
  /** Where the shop ran: `pglite` or `postgres`, and its file driver (the files are in the archive whichever it was). */
  source: { database: string; storageDriver: string };
  /** Credential key ids the encrypted values use; never a key. */
  credentialKeyIds: string[];
  tables: TableDump[];
  sequences: SequenceValue[];
  files: EntrySum[];
}

/** The archive cannot be read as a whole, intact Shopdesk backup; the message says why. */
export class BackupArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupArchiveError';
  }
}
