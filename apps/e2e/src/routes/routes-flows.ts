import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import type { RouteCase } from './route-table';
import { signedInTitle } from './page-title';

/**
 * One page for the tests of the block it is called in, so its cache stays warm: each test still
 * opens its address from scratch, but without downloading the whole app again. A failed test's
 * worker starts over with a new page; the failure's screenshot is attached (the project's
 * screenshot option only covers the `page` fixture).
 */
export function sharedPage(): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterEach(async () => {
    const testInfo = test.info();
    if (page && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
    }
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error('The shared page is made in beforeAll: use it inside a test');
    return page;
  };
}

/** The page is at `path` (nothing more in the address), showing the entry's screen under its title. */
export async function expectRoute(page: Page, entry: RouteCase, path: string, params: Record<string, string> = {}): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(entry.screen(page, params)).toBeVisible();
  await expect(page).toHaveTitle(signedInTitle(entry.title.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')));
}
