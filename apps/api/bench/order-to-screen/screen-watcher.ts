import type { Browser, Page } from 'playwright-core';

/** An employee's browser on one instance with the pending list open, newest first, untouched. */
export interface ScreenWatcher {
  /** Order number → when its row was drawn (Date.now() in the page: the same clock as the benchmark's). */
  drawn(): Promise<Map<number, number>>;
  close(): Promise<void>;
}

// What the in-page code uses of the browser, typed here: the API's programs compile without the DOM's types.
interface PageElement {
  textContent: string | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}
interface PageGlobals {
  document: { querySelector(selector: string): PageElement | null };
  requestAnimationFrame(callback: () => void): number;
  MutationObserver: new (callback: () => void) => { observe(target: PageElement, options: { childList: boolean; subtree: boolean; characterData: boolean }): void };
  benchDrawn: Map<number, number>;
}

/** Chromium's flags for a quiet run (no background traffic). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function signIn(page: Page, baseUrl: string, admin: { email: string; password: string }) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // A new shop asks its owner to set up two-factor sign-in after a grace period: put it off.
  const putOff = page.getByRole('button', { name: 'Remind me later' });
  await putOff.or(page.getByRole('heading', { name: 'Dashboard' })).first().waitFor();
  if (await putOff.isVisible()) await putOff.click();
  await page.waitForURL(/\/main\/dashboard$/);
}

/**
 * Signs in on `baseUrl`, opens the pending list and watches it: a row whose name is
 * `<namePrefix><n>` is recorded when first drawn, that is at the first frame after the DOM
 * change that brought it (a `requestAnimationFrame` callback runs before that frame's paint, the
 * task it queues right after it). The list's own live code decides when to refetch, as for a user.
 * `reducedMotion` sets the system preference the product honours (no row slides in or fades).
 */
export async function watchPendingList(
  browser: Browser,
  baseUrl: string,
  { admin, namePrefix, reducedMotion }: { admin: { email: string; password: string }; namePrefix: string; reducedMotion: boolean },
): Promise<ScreenWatcher> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  const page = await context.newPage();
  await signIn(page, baseUrl, admin);
  await page.goto(`${baseUrl}/main/orders/orderByStatus?status=pending`);
  await page.locator('main table tbody tr td:nth-child(2)').first().waitFor();
  await page.locator('[data-live="live"]').waitFor();
  // No named functions inside: tsx names them through a helper the page does not have.
  await page.evaluate((prefix) => {
    const inPage = globalThis as unknown as PageGlobals;
    const drawn = new Map<number, number>();
    const pattern = new RegExp(`${prefix}(\\d+)`);
    const main = inPage.document.querySelector('main');
    if (!main) throw new Error('no main element');
    new inPage.MutationObserver(() => {
      for (const row of Array.from(main.querySelectorAll('table tbody tr'))) {
        const match = pattern.exec(row.textContent ?? '');
        if (!match || drawn.has(Number(match[1]))) continue;
        const n = Number(match[1]);
        drawn.set(n, Number.NaN);
        inPage.requestAnimationFrame(() => setTimeout(() => drawn.set(n, Date.now()), 0));
      }
    }).observe(main, { childList: true, subtree: true, characterData: true });
    inPage.benchDrawn = drawn;
  }, namePrefix);
  return {
    drawn: async () => new Map(await page.evaluate(() => [...(globalThis as unknown as PageGlobals).benchDrawn])),
    close: () => context.close(),
  };
}
