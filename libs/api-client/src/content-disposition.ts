/** `filename*=UTF-8''…` (RFC 6266, percent-encoded UTF-8), which wins over the plain form. */
const EXTENDED = /filename\*\s*=\s*UTF-8''([^;]+)/i;
/** `filename="…"` (a quoted string, `\` escaping the next character) or `filename=token`. */
const PLAIN = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i;

/**
 * The file name a Content-Disposition header gives, without any folder part (a name is never a
 * path on the employee's disk); null when it names none.
 *
 * @example fileNameOf('attachment; filename="falcon-vpn-credentials.csv"') // 'falcon-vpn-credentials.csv'
 */
export function fileNameOf(header: string): string | null {
  const extended = EXTENDED.exec(header);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (name === undefined) {
    const plain = PLAIN.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : undefined;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
