/**
 * The opposite order of an ORDER BY list: each term's direction and NULLS placement flipped, so
 * that reading N rows in the reversed order and turning them round gives the last N of the original.
 *
 * @example reverseOrderBy('created_at DESC, id') // 'created_at ASC, id DESC'
 */
export function reverseOrderBy(orderBy: string): string {
  return splitTopLevel(orderBy).map(reverseTerm).join(', ');
}

const TERM = /^(.*?)(?:\s+(ASC|DESC))?(?:\s+NULLS\s+(FIRST|LAST))?$/is;

function reverseTerm(term: string): string {
  const [, expression, direction = 'ASC', nulls] = TERM.exec(term.trim()) as RegExpExecArray;
  const descending = direction.toUpperCase() === 'DESC';
  // Without NULLS, PostgreSQL puts nulls last ascending and first descending: flipping the
  // direction alone flips them too.
  const flippedNulls = nulls ? ` NULLS ${nulls.toUpperCase() === 'FIRST' ? 'LAST' : 'FIRST'}` : '';
  return `${expression} ${descending ? 'ASC' : 'DESC'}${flippedNulls}`;
}

/** Splits on the commas outside parentheses (`coalesce(a, b) DESC, id` is two terms). */
function splitTopLevel(list: string): string[] {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      terms.push(list.slice(start, i));
      start = i + 1;
    }
  }
  terms.push(list.slice(start));
  return terms;
}
