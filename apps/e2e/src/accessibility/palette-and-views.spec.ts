import { expect, test } from '../../support/test';
import { DARK_BACKGROUND, pageBackground } from '../appearance/backgrounds';
import { openList } from '../orders/order-screens';
import { expectAccessible } from './axe';
import { checkCreateForm, expectDialogAccessible } from './modal-checks';

test('the command palette with its results has no serious or critical accessibility violations, light or dark', { tag: '@shell' }, async ({ page }) => {
  await page.goto('/main/dashboard');
  await page.getByRole('button', { name: 'Search' }).click();
  const palette = await expectDialogAccessible(page, 'Search', 'command palette, nothing typed');
  await palette.getByRole('combobox').fill('falcon');
  await expect(palette.getByRole('group', { name: 'Services' })).toBeVisible();
  await expectAccessible(page, 'command palette with results');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
  await expectAccessible(page, 'command palette with results (dark)', { coloursOnly: true });
});

test('the saved views row and its form have no serious or critical accessibility violations', { tag: '@orders' }, async ({ page }) => {
  await openList(page, 'completed', 'gmail');
  await expect(page.getByRole('navigation', { name: 'Saved views' })).toBeVisible();
  await expectAccessible(page, 'saved views row');
  await checkCreateForm(page, page.getByRole('button', { name: 'Save view' }), 'Save view', 'Save view', 'Name');
});
