import { expect, test } from '../../support/test';
import { expectAccessible } from './axe';
import { MAIN_ROUTES, resolveRoute } from '../routes/route-table';
import { sectionTag } from '../../support/sections';
import { DARK_BACKGROUND, pageBackground } from '../appearance/backgrounds';

/** Screens beyond the route table's: pages for addresses that lead nowhere. */
const EXTRA_SCREENS = [
  { screen: 'unknown order status', url: '/main/orders/orderByStatus?status=shipped', heading: 'Unknown order status "shipped"' },
  { screen: 'not found', url: '/main/nowhere', heading: 'Page not found' },
  { screen: 'section not found', url: '/main/orders/nowhere', heading: 'Page not found' },
];

// One test a screen: each has its own time limit and names its screen when it fails. Each screen
// is checked light, then dark (the system's scheme switched under the open page: the product
// follows it) for what a scheme changes: the colours' contrast.
test.describe('every signed-in screen has no serious or critical accessibility violations, light or dark', () => {
  for (const entry of MAIN_ROUTES) {
    test(entry.route, { tag: sectionTag(entry.route) }, async ({ page, request }) => {
      const { path, params } = await resolveRoute(entry, request);
      await page.goto(path);
      await expect(entry.screen(page, params)).toBeVisible();
      await expectAccessible(page, entry.route);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
      await expectAccessible(page, `${entry.route} (dark)`, { coloursOnly: true });
    });
  }
  for (const { screen, url, heading } of EXTRA_SCREENS) {
    test(screen, { tag: sectionTag(url) }, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expectAccessible(page, screen);
    });
  }
});

test('the sidebar drawer, open, has no serious or critical accessibility violations', { tag: '@shell' }, async ({ page }) => {
  await page.goto('/main/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#sidebar').getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expectAccessible(page, 'sidebar drawer');
});
