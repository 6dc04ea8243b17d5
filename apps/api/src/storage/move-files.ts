import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';

export interface MoveProgress {
  /** Files written to the target by this run. */
  copied: number;
  /** Files the target held already (an earlier run that stopped, or a copy). */
  alreadyThere: number;
  /** Files removed from the source once the target held them (a move, not a copy). */
  removed: number;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Reading back what was written differs from what was read: nothing is removed from the source. */
export class FileMoveError extends Error {
  constructor(key: string) {
    super(`${key} reads back differently from the target: stopped before removing it from the source`);
    this.name = 'FileMoveError';
  }
}

/**
 * Copies every file of `from` to `to` under the same key (rows refer to the keys), reading each
 * back before counting it; with `removeFromSource`, a file is removed from `from` only once `to`
 * holds it. Resumable: stopped at any point, a new run skips what the target holds and goes on,
 * and no driver ever shows a partial file under a key.
 */
export async function moveFiles(
  from: FileStorage,
  to: FileStorage,
  options: { removeFromSource: boolean; onProgress?: (progress: MoveProgress) => void },
): Promise<MoveProgress> {
  const progress: MoveProgress = { copied: 0, alreadyThere: 0, removed: 0 };
  for await (const key of from.keys()) {
    if (await to.has(key)) {
      progress.alreadyThere += 1;
    } else {
      const file = await from.read(key);
      // Removed from the source since it was listed (an upload replaced meanwhile): nothing to move.
      if (!file) continue;
      const data = await bytesOf(file.stream);
      await to.put(key, data);
      const written = await to.read(key);
      if (!written || sha256(await bytesOf(written.stream)) !== sha256(data)) throw new FileMoveError(key);
      progress.copied += 1;
    }
    if (options.removeFromSource) {
      await from.remove(key);
      progress.removed += 1;
    }
    options.onProgress?.(progress);
  }
  return progress;
}
