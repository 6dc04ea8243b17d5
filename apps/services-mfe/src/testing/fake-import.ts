import type { CredentialImportPreview, ServiceCredential } from '@shopdesk/contracts';

/** A line of an import the fake sorted as new, with the password the API would store. */
export interface FreshLine {
  line: number;
  userId: string | null;
  password: string;
}

// Plain enough for the screens' tests: the API's own parser (quoting, limits) is tested on the API.
const HEADER = /^(user|userid|username|login|email)\s*[,:;]\s*(password|pass)$/i;

/**
 * Sorts an import's text as the API does, simply: blank lines skipped, a first line reading
 * `userId,password` is a header, `userId,password` or `userId:password` or a password alone,
 * an empty password is malformed, the identity is the user id (else the password), and a line
 * is in stock when a credential of `stock` has its identity.
 *
 * @example sortImport('userId,password\nali,pw\nali,pw2', []) // fresh line 2, duplicate line 3
 */
export function sortImport(text: string, stock: readonly ServiceCredential[]): CredentialImportPreview & { freshLines: FreshLine[] } {
  const sorted = { totalLines: 0, header: false, fresh: [], duplicateInBatch: [], inStock: [], malformed: [] } as CredentialImportPreview;
  const freshLines: FreshLine[] = [];
  const stocked = new Set(stock.map((credential) => credential.userId ?? credential.password));
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (!content) return;
    sorted.totalLines += 1;
    if (index === 0 && HEADER.test(content)) {
      sorted.header = true;
      return;
    }
    const at = content.search(/[,:]/);
    const userId = at < 0 ? null : content.slice(0, at).trim() || null;
    const password = at < 0 ? content : content.slice(at + 1).trim();
    if (!password) {
      sorted.malformed.push({ line, reason: 'The password is empty', userId });
      return;
    }
    const identity = userId ?? password;
    if (seen.has(identity)) sorted.duplicateInBatch.push({ line, userId });
    else if (stocked.has(identity)) sorted.inStock.push({ line, userId });
    else {
      sorted.fresh.push({ line, userId });
      freshLines.push({ line, userId, password });
    }
    seen.add(identity);
  });
  return { ...sorted, freshLines };
}
