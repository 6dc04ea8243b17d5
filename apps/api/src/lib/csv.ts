/**
 * CSV that is safe to open in a spreadsheet (OWASP "CSV injection"): a cell starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return would be run as a formula by Excel, LibreOffice or
 * Google Sheets, so it gets a leading `'` and reads as text. A cell holding `,`, `"` or a line
 * break is quoted, its `"` doubled (RFC 4180). Rows end with CRLF.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell; null and undefined are empty. */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole file: the header row, then the rows.
 *
 * @example toCsv(['User ID', 'Status'], [['=cmd', 'Used']]) // "User ID,Status\r\n'=cmd,Used\r\n"
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly (string | null | undefined)[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return lines.join('');
}
