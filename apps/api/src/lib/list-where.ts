import type { Queryable } from '../db/database';
import { containsCondition } from './contains-condition';
import { idPrefixRange, isIdAsShown } from './id-prefix';
import { activeFlag, containsPattern, Where, type ParsedListQuery } from './list-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A filter that is more than `column = value`: it adds its own WHERE part (values through `where`)
 * for the filter's value, or nothing. Its SQL text is fixed by the route, like the columns.
 */
export type FilterCondition = (value: unknown, where: Where) => void;

/** A condition as SQL text with a `?` for each of its values. */
export interface SqlCondition {
  sql: string;
  values: unknown[];
}

/** What a list's WHERE is made of. Every string is fixed SQL text from the route, never a value. */
export interface ListConditions<Filters> {
  /**
   * The column each filter key compares with (`column = value` when the filter is given).
   * `isActive` always applies and defaults to true: archived rows are listed only on request.
   */
  filterColumns: { readonly [K in keyof Filters]-?: string | FilterCondition };
  /**
   * The expression a search term is looked for in, anywhere and case-insensitively. Keep it the
   * expression of the table's trigram index, character for character, so the index serves it.
   */
  searchIn: string;
  /**
   * `searchIn` holds lowercase text only (a stored lowercased column): the term is lowercased and
   * compared with LIKE, which costs a third of ILIKE per row read (ILIKE folds every row's case).
   */
  searchInIsLowercase?: boolean;
  /** A search that is a whole UUID also matches this column exactly (an id is searched whole). */
  wholeIdColumn?: string;
  /**
   * A search that can begin an id (four hex digits or more) also matches the ids of this uuid
   * column of `table` that start with it, as the screens show an id cut short: a range of its
   * index. A search that is an id as shown (`isIdAsShown`) and begins an id matches those ids
   * alone: the term is taken for that id, and its text search is not run (a trigram search of hex
   * digits, which every transaction id holds: ten times the range's cost at a million orders).
   */
  idPrefix?: { table: string; column: string };
  /**
   * Where else a term matches, found when the request comes: for the orders, the services whose
   * name holds it. Undefined when nothing else matches, so the search's plan stays its own: a
   * condition the planner cannot estimate (a subquery) would mislead it on every search.
   */
  searchElsewhere?: (db: Queryable, term: string) => Promise<SqlCondition | undefined>;
  /**
   * What a term stands for when it is not text to look for, found when the request comes: for the
   * orders, the payments whose transaction id begins with it. When it answers a condition, that
   * condition replaces the text search (the other matches stay); undefined, the text is searched.
   */
  searchTakenFor?: (db: Queryable, term: string) => Promise<SqlCondition | undefined>;
}

/** The WHERE of one list request: its filters, then its search (read from `db` when the list searches elsewhere too). */
export async function listWhere<Filters extends object>(db: Queryable, conditions: ListConditions<Filters>, list: ParsedListQuery<Filters>): Promise<Where> {
  const where = new Where();
  for (const [key, column] of Object.entries(conditions.filterColumns) as Array<[string, string | FilterCondition]>) {
    const value = (list.filters as Record<string, unknown>)[key];
    if (typeof column === 'function') {
      if (value !== undefined) column(value, where);
    } else if (key === 'isActive') where.add(`${column} = ?`, activeFlag(value as boolean | 'true' | 'false' | undefined));
    // Yes/no filters arrive as true/false or their text forms 'true'/'false' (ActiveFlag).
    else if (value !== undefined) where.add(`${column} = ?`, value === 'true' ? true : value === 'false' ? false : value);
  }
  if (list.search) {
    const { idPrefix } = conditions;
    const range = idPrefix && idPrefixRange(list.search);
    if (idPrefix && range && isIdAsShown(list.search) && (await beginsAnId(db, idPrefix, range))) {
      where.add(`${idPrefix.column} BETWEEN ?::uuid AND ?::uuid`, ...range);
      return where;
    }
    // Two look-ups of their own, independent: on PostgreSQL each on a connection, at once.
    const [takenFor, elsewhere] = await Promise.all([conditions.searchTakenFor?.(db, list.search), conditions.searchElsewhere?.(db, list.search)]);
    const matches: SqlCondition[] = [
      takenFor ??
        (conditions.searchInIsLowercase
          ? containsCondition(conditions.searchIn, list.search)
          : { sql: `${conditions.searchIn} ILIKE ?`, values: [containsPattern(list.search)] }),
    ];
    if (conditions.wholeIdColumn && UUID.test(list.search)) matches.push({ sql: `${conditions.wholeIdColumn} = ?`, values: [list.search.toLowerCase()] });
    if (idPrefix && range) matches.push({ sql: `${idPrefix.column} BETWEEN ?::uuid AND ?::uuid`, values: range });
    if (elsewhere) matches.push(elsewhere);
    where.add(
      matches.length === 1 ? matches[0].sql : `(${matches.map((m) => m.sql).join(' OR ')})`,
      ...matches.flatMap((m) => m.values),
    );
  }
  return where;
}

/** Whether an id of `table` lies in `range` (one probe of its index), in any status: the term is an id. */
async function beginsAnId(db: Queryable, idPrefix: { table: string; column: string }, range: [string, string]): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${idPrefix.table} WHERE ${idPrefix.column} BETWEEN $1::uuid AND $2::uuid LIMIT 1`, range);
  return rows.length > 0;
}
