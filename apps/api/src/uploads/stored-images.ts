import { UPLOADS_BASE } from '@shopdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../storage/file-storage';
import type { UploadedImage } from './upload-form';

/** The path the API stores and answers for an image: `/uploads/<key>`. */
export function uploadPath(key: string): string {
  return `${UPLOADS_BASE}${key}`;
}

function keyOf(path: string): string | null {
  return path.startsWith(UPLOADS_BASE) ? path.slice(UPLOADS_BASE.length) : null;
}

/**
 * Saves `image` (when there is one) and runs `write` with its path. When `write` fails the file
 * is removed again, so a failed database write leaves no orphan file behind.
 */
export async function withSavedImage<T>(
  storage: FileStorage,
  image: UploadedImage | null,
  write: (path: string | null) => Promise<T>,
): Promise<T> {
  const key = image ? await storage.save(image.data, image.type) : null;
  try {
    return await write(key ? uploadPath(key) : null);
  } catch (error) {
    // The write's error is the one to report; a file that cannot be removed is only an orphan.
    if (key) await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** Removes an image that was replaced, after the commit; failing here only leaves a harmless orphan. */
export async function discardImage(storage: FileStorage, path: string | null, log: FastifyBaseLogger): Promise<void> {
  const key = path ? keyOf(path) : null;
  if (!key) return;
  try {
    await storage.remove(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not remove a replaced upload');
  }
}
