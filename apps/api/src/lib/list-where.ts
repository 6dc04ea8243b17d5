import { activeFlag, containsPattern, Where, type ParsedListQuery } from './list-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A filter that is more than `column = value`: it adds its own WHERE part (values through `where`)
 * for the filter's value, or nothing. Its SQL text is fixed by the route, like the columns.
 */
export type FilterCondition = (value: unknown, where: Where) => void;

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
  idColumn?: string;
}

/** The WHERE of one list request: its filters, then its search. */
export function listWhere<Filters extends object>(conditions: ListConditions<Filters>, list: ParsedListQuery<Filters>): Where {
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
    const pattern = containsPattern(list.search);
    const matches = conditions.searchInIsLowercase ? `${conditions.searchIn} LIKE lower(?)` : `${conditions.searchIn} ILIKE ?`;
    if (conditions.idColumn && UUID.test(list.search)) {
      where.add(`(${matches} OR ${conditions.idColumn} = ?)`, pattern, list.search.toLowerCase());
    } else {
      where.add(matches, pattern);
    }
  }
  return where;
}
