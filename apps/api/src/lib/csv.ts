/**
 * CSV that is safe to open in a spreadsheet (OWASP "CSV Injection"). Excel, LibreOffice and Google
 * Sheets run a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula, and
 * `|` starts a DDE call. A spreadsheet set to another locale splits cells on `;`, a tab or `|`
 * instead of `,`, so such a character right after a separator (or a line break) starts a formula
 * too: `x;=1+1` is two cells there. Such a cell gets a leading `'`, which makes it text, and is
 * always quoted. Any cell holding a separator of some locale, a `"` or a line break is quoted, its
 * `"` doubled (RFC 4180), so no locale splits it. Rows end with CRLF.
 *
 * Every cell goes through this, numbers too: `-5` would be written `"'-5"`, text in the sheet.
 * That is OWASP's trade, and no export has a number column yet.
 */

const FORMULA = /(?:^|[,;\t|\r\n])[=+\-@\t\r|]/;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One cell; null and undefined are empty. */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (FORMULA.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

export function csvRow(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole file: the header row, then the rows.
 *
 * @example toCsv(['User ID', 'Status'], [['=cmd', 'Used']]) // "User ID,Status\r\n\"'=cmd\",Used\r\n"
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly (string | null | undefined)[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return lines.join('');
}
