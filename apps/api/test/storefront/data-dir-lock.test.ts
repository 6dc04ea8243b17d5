import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, lockDataDir } from '../../src/db/data-dir-lock';

/** The mark that keeps two processes from opening one embedded database (db/data-dir-lock.ts). */
let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'shopdesk-lock-')), 'pg');
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

const lockFile = () => `${dir}.lock`;

it('marks the folder with this process, and the release removes the mark', () => {
  const release = lockDataDir(dir);
  expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
  release();
  expect(existsSync(lockFile())).toBe(false);
});

it('refuses while another live process holds it', () => {
  // The parent of this test process is alive, and is not us.
  writeFileSync(lockFile(), `${process.ppid}\n`);
  expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid}`);
  expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.ppid}\n`);
});

it.each([
  ['a process that is gone', '2147483646\n'],
  ['our own pid (a restarted container)', `${process.pid}\n`],
  ['nothing readable', 'garbage'],
])('takes over a mark left by %s', (_, content) => {
  writeFileSync(lockFile(), content);
  const release = lockDataDir(dir);
  expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
  release();
});

it("does not remove another process's mark on release", () => {
  const release = lockDataDir(dir);
  writeFileSync(lockFile(), `${process.ppid}\n`);
  release();
  expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.ppid}\n`);
});
