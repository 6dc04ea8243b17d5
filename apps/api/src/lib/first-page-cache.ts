/** How many first pages one list keeps: its tabs, sorts and page sizes, and some customers' pages. */
const KEPT_PAGES = 200;

/**
 * The first pages of a list this process answered, each under the version of the data it was read
 * at (a value the database changes with every write to what the page shows, read before the page
 * and compared on every request). A page is answered from here only while the version read now is
 * the one it was kept under, so it is never older than a page read from the database would be:
 * every instance of the API can keep its own. The least recently used page goes first.
 */
export class FirstPageCache<Page> {
  private readonly pages = new Map<string, { version: string; page: Page }>();

  constructor(private readonly size = KEPT_PAGES) {}

  /** The page kept for `key` at `version`, or undefined (none, or one of another version). */
  get(key: string, version: string): Page | undefined {
    const kept = this.pages.get(key);
    if (!kept || kept.version !== version) return undefined;
    this.pages.delete(key);
    this.pages.set(key, kept);
    return kept.page;
  }

  /** Keeps `page`, read after `version` was, for `key`. */
  set(key: string, version: string, page: Page): void {
    this.pages.delete(key);
    this.pages.set(key, { version, page });
    if (this.pages.size > this.size) this.pages.delete(this.pages.keys().next().value as string);
  }
}
