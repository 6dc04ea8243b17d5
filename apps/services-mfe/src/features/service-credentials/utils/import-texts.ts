import { CREDENTIAL_IMPORT } from '@shopdesk/contracts';

const MEGABYTES = CREDENTIAL_IMPORT.maxBytes / 1024 / 1024;

/** The pasted text is over the API's limit (the API's own 413 says the same). */
export const IMPORT_TOO_LARGE = `The import is larger than ${MEGABYTES} MB`;

/** The chosen file is over the API's limit: refused before it is read. */
export const FILE_TOO_LARGE = `The file is larger than ${MEGABYTES} MB`;

/**
 * Whether the text fits the API's limit, counted as the API does: in UTF-8 bytes. Encoded only
 * when its length leaves a doubt (a character is 1 to 3 bytes per UTF-16 unit).
 */
export function fitsImport(text: string): boolean {
  const max = CREDENTIAL_IMPORT.maxBytes;
  if (text.length * 3 <= max) return true;
  return text.length <= max && new TextEncoder().encode(text).length <= max;
}

/** '1 credential', '12 credentials'. */
export const credentialCount = (count: number) => `${count} credential${count === 1 ? '' : 's'}`;

/** Line numbers as a reader takes them in: 'Line 5', 'Lines 2–4, 7, 9–10'. */
export function linesText(lines: readonly number[]): string {
  const sorted = [...lines].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const line of sorted) {
    const last = runs.at(-1);
    if (last && line === last[1] + 1) last[1] = line;
    else runs.push([line, line]);
  }
  const text = runs.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join(', ');
  return `${sorted.length === 1 ? 'Line' : 'Lines'} ${text}`;
}
