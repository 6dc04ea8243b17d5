import { Client } from 'pg';
import { onPostgresOnly } from '../helpers/postgres-only';
import { scratchDatabase, type ScratchDatabase } from './scratch-database';

// The fault tests terminate connections while other test files run beside them on the same
// server: a termination that reached past its own database failed a migration in another file.
onPostgresOnly("a scratch database's terminations", () => {
  const url = process.env.DATABASE_URL as string;
  let scratch: ScratchDatabase;
  let inScratch: Client;
  let elsewhere: Client;
  const bystanderErrors: Error[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase(url);
    inScratch = new Client({ connectionString: scratch.url, application_name: 'scratch-test-victim' });
    // A connection to the suite's own database: another file's, as far as the scratch database knows.
    elsewhere = new Client({ connectionString: url, application_name: 'scratch-test-bystander' });
    inScratch.on('error', () => undefined);
    elsewhere.on('error', (error) => bystanderErrors.push(error));
    await inScratch.connect();
    await elsewhere.connect();
  });
  afterAll(async () => {
    await elsewhere.end();
    await scratch.drop();
  });

  it("end the scratch database's connections and no other database's", async () => {
    const terminated = await scratch.terminate();

    expect(terminated).toBe(1);
    await expect(inScratch.query('SELECT 1')).rejects.toThrow();
    await expect(elsewhere.query('SELECT 1 AS alive')).resolves.toMatchObject({ rows: [{ alive: 1 }] });
    expect(bystanderErrors).toEqual([]);
  });
});
