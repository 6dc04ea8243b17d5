import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** Another live process has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number, lockFile: string) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (a running \`npm start\`?): ` +
        `stop it first, or set DATABASE_URL. If no such process runs any more, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return undefined;
  }
}

/**
 * Marks the embedded database's directory as open by this process, or throws DataDirInUseError.
 * PGlite has no lock of its own (no postmaster.pid): two processes opening one data directory
 * would both write it and corrupt it. The mark is `<dir>.lock` holding the pid, created
 * exclusively; a mark whose process is gone (killed, crashed) is taken over, as is one holding our
 * own pid (a restarted container's server is often pid 1 again). Answers the release, which the
 * database's close calls; a normal exit releases it too.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const pid = process.pid;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${pid}\n`, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== undefined && holder !== pid && isAlive(holder)) throw new DataDirInUseError(dir, holder, file);
      try {
        unlinkSync(file);
      } catch {
        // Removed by its owner meanwhile: try again.
      }
      continue;
    }
    const release = () => {
      process.off('exit', release);
      if (holderOf(file) === pid) unlinkSync(file);
    };
    process.on('exit', release);
    return release;
  }
  throw new DataDirInUseError(dir, holderOf(file) ?? 0, file);
}
