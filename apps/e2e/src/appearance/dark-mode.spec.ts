import { expectAccessible } from '../accessibility/axe';
import { expect, test } from '../../support/test';
import { DARK_BACKGROUND, LIGHT_BACKGROUND, pageBackground } from './backgrounds';

// Every screen is checked dark as well as light by accessibility/screens.spec.ts.
test('dark mode follows the system by default; the Theme choice in the profile block overrides it, remembered', { tag: '@shell' }, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/main/dashboard');
  await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => pageBackground(page)).toBe(LIGHT_BACKGROUND);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const theme = page.locator('#sidebar').getByLabel('Theme');
  await expect(theme).toHaveValue('system');
  await theme.selectOption('Dark');
  await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
  await page.reload();
  await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#sidebar').getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expectAccessible(page, 'sidebar drawer (dark)');
  await page.locator('#sidebar').getByLabel('Theme').selectOption('As the system');
  await expect.poll(() => pageBackground(page)).toBe(LIGHT_BACKGROUND);
});
