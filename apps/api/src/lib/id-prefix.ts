const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The ids an id's first characters stand for (as the screens show an id, cut), as the lowest and
 * highest UUID that start with them (four hex digits at least; dashes where a UUID has them, or
 * none), or undefined for a term that cannot begin an id. A range of a uuid column's index: one
 * probe at any size.
 *
 * @example idPrefixRange('728fa907-2') // ['728fa907-2000-0000-0000-000000000000', '728fa907-2fff-ffff-ffff-ffffffffffff']
 */
export function idPrefixRange(term: string): [string, string] | undefined {
  const text = term.trim().toLowerCase();
  if (!/^[0-9a-f-]+$/.test(text)) return undefined;
  const hex = text.replace(/-/g, '');
  if (hex.length < 4 || hex.length > 32) return undefined;
  const low = uuidOf(hex.padEnd(32, '0'));
  if (text.includes('-') && !low.startsWith(text)) return undefined;
  return [low, uuidOf(hex.padEnd(32, 'f'))];
}

/**
 * Whether `term` is an id as the lists show it: its first eight hex digits and the dash after them,
 * and more of it or all. No name, e-mail or phone has that shape; a transaction id of a UUID's
 * shape could, which is why an id that begins with it is looked for first (list-where.ts).
 */
export function isIdAsShown(term: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f-]*$/i.test(term.trim()) && idPrefixRange(term) !== undefined;
}

/**
 * Whether `term` is nothing but an id's first hex digits, eight or more with no dash, as an
 * employee copies them from a screen. The palette takes such a term for the orders whose id begins
 * with it, and searches the orders' text only when none does (routes/search).
 */
export function isIdDigits(term: string): boolean {
  return /^[0-9a-f]{8,32}$/i.test(term.trim());
}
