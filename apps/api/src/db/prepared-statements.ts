import { createHash } from 'node:crypto';

const names = new Map<string, string>();

/**
 * Marks a statement run on nearly every request to be prepared once per connection on PostgreSQL
 * (PGlite runs it as it is): parsed and planned once, not per request. The session look-up spent
 * several times its execution planning itself. Only for fixed texts whose best plan does not depend
 * on their values (a unique-key look-up, a sum over a small table): after five runs PostgreSQL may
 * keep one generic plan for every value.
 *
 * @example const SESSION_SQL = prepared('SELECT ... FROM sessions WHERE token_hash = $1');
 */
export function prepared(sql: string): string {
  names.set(sql, `p_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`);
  return sql;
}

/** The name `sql` is prepared under, or undefined for a statement run unprepared. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}
