import type { Queryable } from '../db/database';

const ROWS_PER_STATEMENT = 500;

/**
 * Multi-row INSERTs, a few hundred rows per statement: one round trip per chunk instead of per row.
 * `table` and `columns` are fixed names from the caller; every value is a parameter.
 */
export async function insertRows(tx: Queryable, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const params: unknown[] = [];
    const values = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}
