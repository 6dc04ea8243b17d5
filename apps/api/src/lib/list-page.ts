import { SEARCH_COUNT_CAP } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';
import { Where } from './list-query';
import { reverseOrderBy } from './reverse-order-by';

export interface PageSql {
  /** Column list of the page rows. */
  select: string;
  /** Table and joins. */
  from: string;
  /** A total order (ending in a unique column), so that it can be read backwards. */
  orderBy: string;
  /**
   * A unique column of `from`: a page past the first then finds its keys first and reads only its
   * own rows. The skipped rows cost an index-only scan when the WHERE and ORDER BY are one index's
   * columns, instead of a heap read each.
   */
  keyColumn?: string;
  /**
   * Its unsearched first (and last) page is prepared once per connection: planning it cost as
   * much as running it (the order list's row subqueries, 0.9 ms of 2.3), and it is the call read
   * most (the live queue refetches it on every new order). Only for a list whose filters are
   * equalities one plan serves whatever their values: after five runs PostgreSQL may keep a
   * generic plan. The page size is written into the text, so that plan knows how few rows it reads.
   */
  prepareFirstPage?: boolean;
  /**
   * Its columns cost more to plan than to read (the order list's row subqueries: half a
   * millisecond to a millisecond and a half of planning a page, more than running it): any other
   * page (a deeper one, a search's) reads its keys (keyColumn) first, a small plan made for its
   * values, then its rows by those keys in a statement prepared once per connection and order (one
   * generic plan: see `padded`). The rows are read a moment after their keys, not in the same
   * snapshot: a row changed in between shows as it is now (the count was never read with a deep
   * page either).
   */
  prepareRowsByKey?: boolean;
  /**
   * A capped count (a search's) reads the rows where `first` holds and then, if it has not reached
   * the cap, those where `rest` holds: two conditions that are each other's complement, each the
   * predicate of a partial index that counts its part without the table (the order list's searched
   * text: migration 036).
   */
  countInParts?: { first: string; rest: string };
}

/** How many rows match: exactly, or (a broad search) at least `count`. */
export interface MatchCount {
  count: number;
  isLowerBound: boolean;
}

/**
 * A list's exact number of matches read without counting rows (a counts table): a statement
 * answering one integer, its values as `?`. The first page reads it in its own statement, one
 * round trip instead of two, and both are read in one snapshot.
 */
export interface KnownCount {
  sql: string;
  values: unknown[];
}

/** The column the first page carries its known count in (taken off its rows before they go out). */
const KNOWN_TOTAL = 'list_known_total';

/**
 * Narrows a deep page's query to the rows from a point close to the page: adds that condition to
 * `where` and answers how many rows of the list, in the order being read (`reversed` or not), come
 * before the point. The page then skips only the rest.
 */
export type Seek = (offset: number, reversed: boolean, where: Where) => Promise<number>;

/**
 * The same list in the opposite order (oldest first where it is newest first): its ORDER BY
 * reversed, and its seek walking from the other end. A page of it is then read like any other,
 * the first pages from the front, the last ones from the back.
 */
export function reversedList(sql: PageSql, seek?: Seek): { sql: PageSql; seek?: Seek } {
  return {
    sql: { ...sql, orderBy: reverseOrderBy(sql.orderBy) },
    seek: seek && ((offset, reversed, where) => seek(offset, !reversed, where)),
  };
}

/** Below this many skipped rows, a seek's extra statement costs more than it saves. */
const SEEK_FROM_OFFSET = 1_000;

export interface PageRequest {
  limit: number;
  offset: number;
  /** A search is counted up to SEARCH_COUNT_CAP only. */
  search?: string;
  /** Every count of this list stops at SEARCH_COUNT_CAP, search or not: it grows without end (the audit log). */
  capCount?: boolean;
}

/**
 * Counts the matches (or reads the count the caller knows how to read: with the first page, in its
 * statement) and reads one page. Two statements rather than `count(*) OVER ()`: the page can then
 * stop at LIMIT on an ordered index, and a page past the end still gets its total. A page in the
 * second half is read from the other end (reversed order, smaller OFFSET) and turned round: the
 * last page of a million rows skips a few rows, not a million. A route that can `seek` starts a deeper page near its first row.
 * `sql` is fixed SQL text from the caller; every value goes through `where`.
 */
export async function queryPage<Row>(
  db: Queryable,
  sql: PageSql,
  where: Where,
  page: PageRequest,
  options: { known?: KnownCount; seek?: Seek } = {},
): Promise<{ rows: Row[]; total: MatchCount }> {
  const isSearch = page.search !== undefined;
  const capped = isSearch || page.capCount === true;
  if (options.known && page.offset === 0) return readFirstPageWithKnownCount<Row>(db, sql, where, page.limit, options.known, !isSearch);
  // The values of the WHERE alone, before the page's own (LIMIT, OFFSET, a seek's) join them.
  const whereParams = [...where.params];
  if (!options.known && capped && page.offset === 0) {
    // A search's first page is read before it is counted: one matching fewer rows than a page (a
    // transaction id, an e-mail: the usual search) is then counted by its rows, and its pattern is
    // looked up once, not twice.
    const rows = await readRows<Row>(db, sql, where, { orderBy: sql.orderBy, limit: page.limit, skip: 0 });
    const total = rows.length < page.limit ? { count: rows.length, isLowerBound: false } : await countMatches(db, sql, where, whereParams, true);
    return { rows, total };
  }
  const total = options.known ? await readKnownCount(db, options.known) : await countMatches(db, sql, where, whereParams, capped);
  if (total.count === 0 || page.offset >= total.count) return { rows: [], total };
  const fromEnd = !total.isLowerBound && page.offset + page.limit / 2 > total.count / 2;
  let skip = fromEnd ? Math.max(0, total.count - page.offset - page.limit) : page.offset;
  if (options.seek && skip >= SEEK_FROM_OFFSET) skip -= await options.seek(skip, fromEnd, where);
  const rows = await readRows<Row>(db, sql, where, {
    orderBy: fromEnd ? reverseOrderBy(sql.orderBy) : sql.orderBy,
    limit: fromEnd ? Math.min(page.limit, total.count - page.offset) : page.limit,
    skip,
    prepare: sql.prepareFirstPage === true && !isSearch,
  });
  return { rows: fromEnd ? rows.reverse() : rows, total };
}

/**
 * The first page with the list's known count as one more column, one statement: the count is an
 * uncorrelated subquery, run once. A page with no rows is a list with none.
 */
async function readFirstPageWithKnownCount<Row>(
  db: Queryable,
  sql: PageSql,
  where: Where,
  limit: number,
  known: KnownCount,
  prepare: boolean,
): Promise<{ rows: Row[]; total: MatchCount }> {
  const count = knownCountSql(known, where);
  const withCount = { ...sql, select: `${sql.select}, (${count}) AS ${KNOWN_TOTAL}` };
  const rows = await readRows<Row & { [KNOWN_TOTAL]: number }>(db, withCount, where, { orderBy: sql.orderBy, limit, skip: 0, prepare: prepare && sql.prepareFirstPage === true });
  const total = { count: rows.length ? Number(rows[0][KNOWN_TOTAL]) : 0, isLowerBound: false };
  return { rows: rows.map(({ [KNOWN_TOTAL]: _total, ...row }) => row as Row), total };
}

/** The known count alone: for a page past the first, which needs it before it can be read. */
async function readKnownCount(db: Queryable, known: KnownCount): Promise<MatchCount> {
  const values = new Where();
  const { rows } = await db.query<{ total: number }>(`SELECT (${knownCountSql(known, values)}) AS total`, values.params);
  return { count: Number(rows[0]?.total ?? 0), isLowerBound: false };
}

/** The known count's SQL with its values added to `where`'s parameters. */
function knownCountSql(known: KnownCount, where: Where): string {
  let i = 0;
  return known.sql.replace(/\?/g, () => where.param(known.values[i++]));
}

/** `limit` rows in `orderBy` after skipping `skip`; past the first row, ids first (see keyColumn and prepareRowsByKey). */
async function readRows<Row>(db: Queryable, sql: PageSql, where: Where, read: { orderBy: string; limit: number; skip: number; prepare?: boolean }): Promise<Row[]> {
  if (read.prepare && read.skip === 0) {
    if (!Number.isInteger(read.limit) || read.limit < 1) throw new RangeError(`a page size must be a whole number, got ${read.limit}`);
    const text = prepared(`SELECT ${sql.select} FROM ${sql.from} ${where} ORDER BY ${read.orderBy} LIMIT ${read.limit}`);
    const { rows } = await db.query<Row>(text, where.params);
    return rows;
  }
  const limit = where.param(read.limit);
  const offset = where.param(read.skip);
  if (sql.keyColumn && sql.prepareRowsByKey) {
    const keys = await db.query<{ key: unknown }>(
      `SELECT ${sql.keyColumn} AS key FROM ${sql.from} ${where} ORDER BY ${read.orderBy} LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    if (keys.rows.length === 0) return [];
    const byKeys = prepared(`SELECT ${sql.select} FROM ${sql.from} WHERE ${sql.keyColumn} = ANY($1) ORDER BY ${read.orderBy}`);
    const { rows } = await db.query<Row>(byKeys, [padded(keys.rows.map((row) => row.key), read.limit)]);
    return rows;
  }
  const text =
    sql.keyColumn && read.skip > 0
      ? `SELECT ${sql.select} FROM ${sql.from} WHERE ${sql.keyColumn} IN (
           SELECT ${sql.keyColumn} FROM ${sql.from} ${where} ORDER BY ${read.orderBy} LIMIT ${limit} OFFSET ${offset}
         ) ORDER BY ${read.orderBy}`
      : `SELECT ${sql.select} FROM ${sql.from} ${where} ORDER BY ${read.orderBy} LIMIT ${limit} OFFSET ${offset}`;
  const { rows } = await db.query<Row>(text, where.params);
  return rows;
}

/**
 * `keys` made `size` long by repeating the last one: every page of keys then looks like a full one to
 * the planner, so PostgreSQL keeps the one generic plan it makes for a full page instead of planning
 * a search's few matches anew each time (a short array is estimated cheaper with its values than
 * the generic plan). A key repeated finds its row once: `= ANY` is a condition, not a join.
 */
function padded(keys: unknown[], size: number): unknown[] {
  return Array.from({ length: size }, (_, i) => keys[Math.min(i, keys.length - 1)]);
}

/** `where` (`WHERE …` or nothing) with `condition` added. */
const whereAnd = (where: string, condition: string) => (where ? `${where} AND ${condition}` : `WHERE ${condition}`);

/** The rows a capped count reads: all of them, or each part in turn (`countInParts`), stopping at the cap and one. */
function cappedRows(sql: PageSql, where: string): string {
  const limit = `LIMIT ${SEARCH_COUNT_CAP + 1}`;
  if (!sql.countInParts) return `SELECT 1 FROM ${sql.from} ${where} ${limit}`;
  const { first, rest } = sql.countInParts;
  return `(SELECT 1 FROM ${sql.from} ${whereAnd(where, first)} ${limit}) UNION ALL (SELECT 1 FROM ${sql.from} ${whereAnd(where, rest)} ${limit}) ${limit}`;
}

/** Every match counted; a search's (a capped list's) only up to the cap (one more row tells "more than" apart). */
async function countMatches(db: Queryable, sql: PageSql, where: Where, params: unknown[], capped: boolean): Promise<MatchCount> {
  if (!capped) {
    const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${sql.from} ${where}`, params);
    return { count: rows[0]?.total ?? 0, isLowerBound: false };
  }
  const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${cappedRows(sql, String(where))}) AS capped`, params);
  const count = rows[0]?.total ?? 0;
  return count > SEARCH_COUNT_CAP ? { count: SEARCH_COUNT_CAP, isLowerBound: true } : { count, isLowerBound: false };
}
