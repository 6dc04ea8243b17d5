import { createHash } from 'node:crypto';
import { databaseFileStorage } from '../../src/storage/database-file-storage';
import { png } from '../helpers/images';
import { onPostgresOnly, raceTitle, whileLocked } from '../helpers/postgres-only';
import { setupTestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

const t = setupTestApp({ DATABASE_POOL_SIZE: '8' });

async function bytesOf(key: string): Promise<Buffer | null> {
  const file = await databaseFileStorage(t.db).read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

it(raceTitle('stores the contents once when twenty uploads of one image arrive at once'), async () => {
  const storage = databaseFileStorage(t.db);
  const image = png(17, 3);
  const keys = await Promise.all(Array.from({ length: 20 }, () => storage.save(image, 'image/png')));
  const { rows } = await t.db.query<{ files: number; contents: number }>(
    'SELECT count(*)::int AS files, count(DISTINCT sha256)::int AS contents FROM stored_files WHERE key = ANY($1)',
    [keys],
  );
  expect(rows[0]).toEqual({ files: 20, contents: 1 });
});

onPostgresOnly('a removal and a new upload of the same image, released at one moment', () => {
  // The contents row held, the two queue behind it in the order given, and go on together when it is let go.
  it.each([
    ['the removal first: it deletes the contents, and the upload stores them again', ['remove', 'save']],
    ['the upload first: it reuses the contents, and the removal leaves them', ['save', 'remove']],
  ] as const)('keeps the new upload, %s', async (_, order) => {
    const storage = databaseFileStorage(t.db);
    const image = png(19, 5);
    const sha256 = createHash('sha256').update(image).digest();
    const previous = await storage.save(image, 'image/png');
    const racers = await whileLocked(
      t,
      (tx) => tx.query('SELECT 1 FROM file_contents WHERE sha256 = $1 FOR UPDATE', [sha256]),
      async (waitingBehind) => {
        const started: { remove?: Promise<void>; save?: Promise<string> } = {};
        for (const [i, racer] of order.entries()) {
          if (racer === 'remove') started.remove = storage.remove(previous);
          else started.save = storage.save(image, 'image/png');
          await waitUntil(async () => (await waitingBehind()) >= i + 1, `the ${racer} to wait for the contents row`, 20_000);
        }
        return started;
      },
    );
    await racers.remove;
    const key = (await racers.save) as string;
    expect((await bytesOf(key))?.equals(image)).toBe(true);
    expect(await bytesOf(previous)).toBeNull();
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_contents WHERE sha256 = $1', [sha256]);
    expect(rows[0].n).toBe(1);
    await storage.remove(key);
  });
});
