import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface ScratchDatabase {
  url: string;
  name: string;
  /** Runs `sql` on a connection of its own, outside the API's pool. */
  admin<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Terminates the API's connections to this database (`pid` alone when given), sparing `admin`'s. */
  terminate(pid?: number): Promise<number>;
  drop(): Promise<void>;
}

/** The application_name of the test's own connections, which its terminations spare. */
export const ADMIN_APPLICATION = 'shopdesk-resilience-admin';

async function once<Row>(url: string, sql: string, params?: unknown[]): Promise<Row[]> {
  const client = new Client({ connectionString: url, application_name: ADMIN_APPLICATION });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the DATABASE_URL server. The fault tests kill connections, and may only
 * kill their own: everything they terminate is filtered on this database's name.
 */
export async function scratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `shopdesk_resilience_${randomBytes(5).toString('hex')}`;
  await once(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    admin: (sql, params) => once(url.toString(), sql, params),
    terminate: async (pid) => {
      const rows = await once<{ pid: number }>(
        url.toString(),
        // The connections are chosen first, in a CTE of their own: in one WHERE, PostgreSQL may call
        // pg_terminate_backend before it checks the database, and end the connections of the test
        // files running beside this one (it did, in CI).
        `WITH mine AS MATERIALIZED (
           SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name <> $2 AND ($3::int IS NULL OR pid = $3)
         )
         SELECT pid FROM mine WHERE pg_terminate_backend(pid)`,
        [name, ADMIN_APPLICATION, pid ?? null],
      );
      return rows.length;
    },
    drop: async () => {
      await once(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
