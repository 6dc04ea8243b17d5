import type { Database } from '../../src/db/database';

/** One statement the API sent: its text and its values. */
export interface SentStatement {
  sql: string;
  params: unknown[];
}

/**
 * The statements `db` is sent while `read` runs, in order, for tests of what a call reads (that a
 * kept page reads no orders, that a search takes an index's range).
 *
 * @example const statements = await statementsSent(t.db, () => list({ search: 'abc' }));
 */
export async function statementsSent(db: Database, read: () => Promise<unknown>): Promise<SentStatement[]> {
  const query = jest.spyOn(db, 'query');
  try {
    await read();
    return query.mock.calls.map(([sql, params]) => ({ sql: String(sql), params: [...((params as readonly unknown[] | undefined) ?? [])] }));
  } finally {
    query.mockRestore();
  }
}
