import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { STORAGE_DRIVERS, type FileStorage, type StorageDriver } from '../storage/file-storage';
import { FileMoveError, moveFiles, type MoveProgress } from '../storage/move-files';
import { openFileStorage } from '../storage/open-file-storage';
import { S3BucketError } from '../storage/s3-file-storage';
import type { Output } from './output';

export const USAGE = `Usage: npm run storage -- <command> <from> <to>
  move <from> <to>   every uploaded image from one driver to the other; each is removed from <from> once <to> holds it
  copy <from> <to>   the same, and <from> keeps its files
Drivers: ${STORAGE_DRIVERS.join(', ')}: DATA_DIR/uploads, the database (DATABASE_URL, else the embedded one in DATA_DIR), the S3_* settings' bucket.
Stopped halfway, run it again: it goes on where it was. Run it with the server's settings; on the embedded database, stop \`npm start\` first.`;

/** A progress line every this many files. */
const PROGRESS_EVERY = 100;

interface Command {
  name: 'move' | 'copy';
  from: StorageDriver;
  to: StorageDriver;
}

const driverNamed = (name: string | undefined) => STORAGE_DRIVERS.find((driver) => driver === name);

function parse(args: readonly string[]): Command | undefined {
  const [name, fromName, toName, ...extra] = args;
  const from = driverNamed(fromName);
  const to = driverNamed(toName);
  if ((name !== 'move' && name !== 'copy') || !from || !to || from === to || extra.length > 0) return undefined;
  return { name, from, to };
}

function summary(command: Command, progress: MoveProgress): string {
  const verb = command.name === 'move' ? 'Moved' : 'Copied';
  const already = progress.alreadyThere ? ` (${progress.alreadyThere} more were there already)` : '';
  const removed = command.name === 'move' ? ` ${command.from} holds none of them now.` : '';
  return `${verb} ${progress.copied} files from ${command.from} to ${command.to}${already}.${removed}`;
}

/**
 * `npm run storage -- move|copy <from> <to>`, with the server's environment: the uploads of one
 * file driver put into another under the same keys (storage/move-files.ts). Answers the exit code.
 */
export async function runStorageCommand(args: readonly string[], env: Record<string, string | undefined>, out: Output): Promise<number> {
  const command = parse(args);
  if (!command) {
    out.error(USAGE);
    return 2;
  }
  const sides = [command.from, command.to];
  let db: Database | undefined;
  const opened: FileStorage[] = [];
  try {
    const config = loadConfig(env);
    // The S3_* settings are read when a side is s3, whatever STORAGE_DRIVER the server runs with.
    const settings = sides.includes('s3') ? loadConfig({ ...env, STORAGE_DRIVER: 's3' }) : config;
    if (sides.includes('database')) {
      db = await openDatabase(config);
      await migrate(db, config.migrationsDir);
    }
    for (const driver of sides) opened.push(await openFileStorage(driver, settings, db));
    const [from, to] = opened;
    const progress = await moveFiles(from, to, {
      removeFromSource: command.name === 'move',
      onProgress: (p) => {
        const done = p.copied + p.alreadyThere;
        if (done % PROGRESS_EVERY === 0) out.log(`${done} files so far (${p.copied} copied, ${p.alreadyThere} there already)`);
      },
    });
    out.log(summary(command, progress));
    if (config.storage.driver !== command.to) out.log(`The server reads ${config.storage.driver}: set STORAGE_DRIVER=${command.to} to serve these.`);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof S3BucketError || error instanceof FileMoveError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    for (const storage of opened) await storage.close();
    await db?.close();
  }
}
