import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { MAIN_ROUTES, resolveRoute } from '../routes/route-table';

/** Screens beyond the route table's: pages for addresses that lead nowhere. */
const EXTRA_SCREENS = [
  { screen: 'unknown order status', url: '/main/orders/orderByStatus?status=shipped', heading: 'Unknown order status "shipped"' },
  { screen: 'not found', url: '/main/nowhere', heading: 'Page not found' },
  { screen: 'section not found', url: '/main/orders/nowhere', heading: 'Page not found' },
];

test('every signed-in screen has no serious or critical accessibility violations', { tag: ['@shell', '@orders', '@services', '@users'] }, async ({ page, request }) => {
  for (const entry of MAIN_ROUTES) {
    const { path, params } = await resolveRoute(entry, request);
    await page.goto(path);
    await expect(entry.screen(page, params)).toBeVisible();
    await expectAccessible(page, entry.route);
  }
  for (const { screen, url, heading } of EXTRA_SCREENS) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectAccessible(page, screen);
  }
});

test('the sidebar drawer, open, has no serious or critical accessibility violations', { tag: '@shell' }, async ({ page }) => {
  await page.goto('/main/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#sidebar').getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expectAccessible(page, 'sidebar drawer');
});
