import { openPostgresDatabase } from '../../src/db/postgres-database';
import { prepared, preparedName } from '../../src/db/prepared-statements';
import { onPostgresOnly } from '../helpers/postgres-only';

onPostgresOnly('statements prepared once per connection', () => {
  it('prepares a marked statement under its name, and runs others unprepared', async () => {
    const marked = prepared('SELECT $1::int + 1 AS n');
    const db = openPostgresDatabase({ url: process.env.DATABASE_URL as string, poolSize: 1 });
    try {
      expect((await db.query<{ n: number }>(marked, [41])).rows).toEqual([{ n: 42 }]);
      expect((await db.query<{ n: number }>(marked, [1])).rows).toEqual([{ n: 2 }]);
      await db.query('SELECT $1::int AS unmarked', [1]);
      const { rows } = await db.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements');
      expect(rows).toEqual([{ name: preparedName(marked), statement: marked }]);
    } finally {
      await db.close();
    }
  });
});
