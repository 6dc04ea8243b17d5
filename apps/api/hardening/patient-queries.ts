import { DatabaseUnavailableError, type Queryable } from '../src/db/database';

const ATTEMPTS = 5;
const PAUSE_MS = 1000;

/**
 * The test's own bookkeeping queries (row fingerprints, fixtures), retried through a moment's
 * outage: the hardening runs share the PostgreSQL server with load runs, and a connection that
 * cannot be had within the pool's timeout says nothing about the requests under test.
 */
export function patientQueries(db: Queryable): Queryable {
  return {
    async query(sql, params) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.query(sql, params);
        } catch (error) {
          if (!(error instanceof DatabaseUnavailableError) || attempt >= ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        }
      }
    },
  };
}
