import { expect, test } from '../../support/test';
import { singleOrder } from '../delivery/delivery-api';
import { manualService, placeStorefrontOrder } from '../orders/storefront';
import { activate, expectFocusVisible, tabTo } from './keyboard';

// Short, as demo names are: the order lists keep one line a row on a phone too.
const run = (Date.now() % 46_656).toString(36);

test("a morning's queue by keyboard only: find the orders, open one, complete one, cancel one, tick the last", { tag: ['@orders', '@shell'] }, async ({ page, request }) => {
  const service = await manualService(request);
  const orders = [];
  for (const n of [1, 2, 3]) orders.push(await placeStorefrontOrder(request, service, `Keys ${run}${n}`));

  await page.goto('/main/dashboard');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  // `?` lists every shortcut; Esc closes the list.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Complete the order');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // g then o: the orders section; then its Pending card, and the search with `/`.
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/\/main\/orders\/dashboard$/);
  await activate(page, page.getByRole('main').getByRole('link', { name: /^Pending/ }));
  const table = page.getByRole('table', { name: 'Pending Orders' });
  await expect(table).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type(`Keys ${run}`);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  // Out of the search box (letters typed there are text, not shortcuts).
  await page.keyboard.press('Tab');

  // j focuses the first row (newest first: Keys 3), Enter opens it, Esc comes back to it.
  await page.keyboard.press('j');
  await expectFocusVisible(rows.nth(0));
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  const view = page.getByRole('dialog', { name: /Order/ });
  await expect(view).toContainText(`Keys ${run}3`);
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(rows.nth(0)).toBeFocused();

  // c completes the focused order, through the same confirmation as its button.
  await page.keyboard.press('c');
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Keys ${run}3`);
  await activate(page, confirm.getByRole('button', { name: 'Complete order' }));
  await expect(rows).toHaveCount(2);
  // The next row's same button has the focus: the next order is ready to be worked.
  await expect(rows.nth(0)).toContainText(`Keys ${run}2`);
  await expect(rows.nth(0).getByRole('button', { name: 'Complete order' })).toBeFocused();

  // Shift+C cancels it.
  await page.keyboard.press('Shift+C');
  await expect(confirm).toContainText(`Keys ${run}2`);
  await activate(page, confirm.getByRole('button', { name: 'Cancel order' }));
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0).getByRole('button', { name: 'Cancel order' })).toBeFocused();

  // x ticks the last one for a bulk action.
  await page.keyboard.press('x');
  await expect(page.getByRole('region', { name: 'Selected orders' })).toContainText('1 order selected');
  await expect(rows.nth(0).getByRole('checkbox')).toBeChecked();

  expect((await singleOrder(request, orders[2].id)).order.orderStatus).toBe('completed');
  expect((await singleOrder(request, orders[1].id)).order.orderStatus).toBe('cancelled');
  expect((await singleOrder(request, orders[0].id)).order.orderStatus).toBe('pending');
  // Tab never stops on a row: it goes from control to control as before.
  await tabTo(page, page.getByRole('button', { name: 'Clear selection' }));
});
