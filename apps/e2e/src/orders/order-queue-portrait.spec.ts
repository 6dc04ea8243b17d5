import { expect, test } from '../../support/test';
import { EDIT_ORDER, openList } from './order-screens';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a portrait phone the row actions show for the selected row or after its three-dots toggle', { tag: '@orders' }, async ({ page }) => {
  const table = await openList(page, 'pending');
  const rows = table.locator('tbody tr');
  await expect(table.getByRole('button', { name: EDIT_ORDER })).toHaveCount(0);
  await expect(rows.first().getByRole('button', { name: 'Show actions' })).toBeVisible();

  await rows.first().getByRole('button', { name: 'Show actions' }).click();
  await expect(rows.first().getByRole('button', { name: EDIT_ORDER })).toBeVisible();
  await expect(rows.first().getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(rows.first().getByRole('button', { name: 'Hide actions' })).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByRole('button', { name: EDIT_ORDER })).toHaveCount(1);

  await rows.first().getByRole('button', { name: 'Hide actions' }).click();
  await expect(table.getByRole('button', { name: EDIT_ORDER })).toHaveCount(0);

  // Tapping a row selects it: its actions show, and only its.
  await rows.nth(1).getByRole('cell').nth(1).click();
  await expect(rows.nth(1).getByRole('button', { name: 'View' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'View' })).toHaveCount(1);

  await rows.nth(1).getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog', { name: 'View Order' })).toBeVisible();
});

test('on a portrait phone the four status tabs share the width, none scrolled out of view', { tag: '@orders' }, async ({ page }) => {
  await openList(page, 'pending');
  const tabs = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
});

test('on a portrait phone the queue needs no sideways scrolling: name (the service under it), total and age in view', { tag: '@orders' }, async ({ page }) => {
  const table = await openList(page, 'pending');
  await expect(table.getByRole('columnheader')).toHaveText(['', 'Name', 'Total', 'Created', 'Actions']);
  const overflow = await table.evaluate((element) => {
    const scroller = element.parentElement as HTMLElement;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  const first = table.locator('tbody tr').first();
  for (const cell of await first.getByRole('cell').all()) await expect(cell).toBeInViewport({ ratio: 1 });
});
