import { containsPattern } from './list-query';

/** Runs of letters and digits: what pg_trgm takes for words. */
const WORD_RUNS = /[\p{L}\p{N}]+/gu;

/** The shortest run a trigram index can look up by its own trigrams. */
const INDEXED_RUN_MIN = 3;

/**
 * "`column` contains `term`" as SQL with `?` placeholders, for a column of lowercased text under a
 * pg_trgm index (the orders' search_text). A term with other characters inside
 * (`pi_3QB4FDCC`, `omar.haddad24727@gmail.com`) is looked up in the index by its longest run of
 * letters and digits alone, and then checked whole: pg_trgm adds word-boundary trigrams around
 * each such character ("pi ", " gm", "om "), and where most rows share them (one provider's ids
 * all begin `pi_`, a third of the addresses end in `@gmail.com`) the index reads their long
 * posting lists for nothing. On a million orders: 874 index buffers against 66 for a transaction
 * id, 3,396 against 495 for an address (docs/performance.md, "Any shape of data").
 *
 * @example containsCondition('search_text', 'pi_3QB4') // { sql: '(search_text LIKE lower(?) AND strpos(search_text, lower(?)) > 0)', values: ['%3QB4%', 'pi_3QB4'] }
 */
export function containsCondition(column: string, term: string): { sql: string; values: unknown[] } {
  const longest = (term.match(WORD_RUNS) ?? []).reduce((found, run) => (run.length > found.length ? run : found), '');
  if (longest.length < INDEXED_RUN_MIN || longest === term) return { sql: `${column} LIKE lower(?)`, values: [containsPattern(term)] };
  return { sql: `(${column} LIKE lower(?) AND strpos(${column}, lower(?)) > 0)`, values: [containsPattern(longest), term] };
}
