import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { scratchDatabase, type ScratchDatabase } from './scratch-database';

// Under concurrency PostgreSQL may abort a transaction with a serialization failure (40001) or
// a deadlock (40P01); running it again is the documented answer. PGlite runs one connection
// and never raises them: runs when DATABASE_URL is set.
const url = process.env.DATABASE_URL;
const describeWithServer = url ? describe : describe.skip;

const RAISE = (code: string) => `DO $$ BEGIN RAISE EXCEPTION 'simulated conflict' USING ERRCODE = '${code}'; END $$`;

describeWithServer('a transaction aborted by a conflict', () => {
  let scratch: ScratchDatabase;
  let db: Database;

  beforeAll(async () => {
    scratch = await scratchDatabase(url as string);
    db = openPostgresDatabase({ url: scratch.url, poolSize: 4 });
    await db.exec('CREATE TABLE marks (id serial PRIMARY KEY, label text NOT NULL UNIQUE); CREATE TABLE accounts (id int PRIMARY KEY, balance int NOT NULL)');
  });
  beforeEach(() => db.exec('TRUNCATE marks; TRUNCATE accounts; INSERT INTO accounts VALUES (1, 100), (2, 100)'));
  afterAll(async () => {
    await db?.close();
    await scratch?.drop();
  });

  const labels = async () => (await db.query<{ label: string }>('SELECT label FROM marks ORDER BY id')).rows.map((r) => r.label);

  it.each(['40001', '40P01'])('runs again after %s, and only the attempt that committed leaves rows', async (code) => {
    let attempts = 0;
    const result = await db.transaction(async (tx) => {
      attempts += 1;
      await tx.query('INSERT INTO marks (label) VALUES ($1)', [`attempt ${attempts}`]);
      if (attempts === 1) await tx.query(RAISE(code));
      return attempts;
    });
    expect(result).toBe(2);
    expect(await labels()).toEqual(['attempt 2']);
  });

  it('gives up after 4 attempts and throws the conflict', async () => {
    let attempts = 0;
    const failing = db.transaction(async (tx) => {
      attempts += 1;
      await tx.query(RAISE('40001'));
    });
    await expect(failing).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(4);
  });

  it('does not run again after any other error', async () => {
    let attempts = 0;
    const failing = db.transaction(async (tx) => {
      attempts += 1;
      await tx.query("INSERT INTO marks (label) VALUES ('twice'), ('twice')");
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });

  it('resolves a real deadlock: both transfers land, one of them on its second attempt', async () => {
    let attempts = 0;
    let bothHoldTheirFirstRow: () => void = () => undefined;
    let holding = 0;
    const firstRowsHeld = new Promise<void>((resolve) => (bothHoldTheirFirstRow = resolve));
    const transfer = (from: number, to: number, amount: number) =>
      db.transaction(async (tx) => {
        attempts += 1;
        await tx.query('UPDATE accounts SET balance = balance - $2 WHERE id = $1', [from, amount]);
        // Each holds its first row before asking for the other's: a deadlock on the first try.
        holding += 1;
        if (holding === 2) bothHoldTheirFirstRow();
        await firstRowsHeld;
        await tx.query('UPDATE accounts SET balance = balance + $2 WHERE id = $1', [to, amount]);
      });
    await Promise.all([transfer(1, 2, 10), transfer(2, 1, 30)]);
    expect(attempts).toBe(3);
    const { rows } = await db.query<{ id: number; balance: number }>('SELECT id, balance FROM accounts ORDER BY id');
    expect(rows).toEqual([{ id: 1, balance: 120 }, { id: 2, balance: 80 }]);
  });
});
