import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { apiCounts } from './orders-api';
import { EDIT_ORDER, expectDashboardCounts, openList, orderIdOf, rowWithId, statusCard } from './order-screens';

/**
 * The row button and the confirm button of each change: edit completes an order
 * (docs/decisions.md#edit-completes-an-order).
 */
const CHANGES = {
  complete: { button: EDIT_ORDER, confirm: 'Complete order', question: 'Mark this order as completed?' },
  cancel: { button: 'Cancel order', confirm: 'Cancel order', question: 'Cancel this order?' },
} as const;

async function confirmOnRow(page: Page, row: Locator, change: keyof typeof CHANGES) {
  const { button, confirm, question } = CHANGES[change];
  await row.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  // The toast of an earlier change may still be on screen: this one is the newest.
  await expect(page.getByRole('alert').filter({ hasText: 'Successfully updated!' }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('the order queue', { tag: '@orders' }, () => {
  test('the dashboard counts are the API counts, and each card opens its list', async ({ page, request }) => {
    const counts = await apiCounts(request);
    expect(counts.pending + counts.completed + counts.cancelled).toBeGreaterThan(0);

    await page.goto('/main/orders');
    await expect(page).toHaveURL(/\/main\/orders\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
    await expectDashboardCounts(page, counts);

    await statusCard(page, 'completed').click();
    await expect(page).toHaveURL(/\/main\/orders\/orderByStatus\?status=completed$/);
    await expect(page.getByRole('heading', { name: 'Completed Orders' })).toBeVisible();
    const total = counts.completed;
    await expect(page.getByText(total > 20 ? `Showing 1 to 20 of ${total} entries` : `Showing ${total} entries`)).toBeVisible();
  });

  test('completing one pending order and cancelling another moves the counts', async ({ page, request }) => {
    const before = await apiCounts(request);
    expect(before.pending).toBeGreaterThanOrEqual(2);

    const table = await openList(page, 'pending');
    const completedId = await orderIdOf(table.locator('tbody tr').nth(0));
    const cancelledId = await orderIdOf(table.locator('tbody tr').nth(1));

    await confirmOnRow(page, rowWithId(table, completedId), 'complete');
    await expect(rowWithId(table, completedId)).toHaveCount(0);
    await confirmOnRow(page, rowWithId(table, cancelledId), 'cancel');
    await expect(rowWithId(table, cancelledId)).toHaveCount(0);

    const after = { pending: before.pending - 2, completed: before.completed + 1, cancelled: before.cancelled + 1 };
    expect(await apiCounts(request)).toEqual(after);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/main\/orders\/dashboard$/);
    await expectDashboardCounts(page, after);

    // Each order is now in its new list, where it offers only View.
    for (const [status, id] of [['completed', completedId], ['cancelled', cancelledId]] as const) {
      const list = await openList(page, status, id);
      await expect(list.locator('tbody tr')).toHaveCount(1);
      await expect(list.locator('tbody tr').getByRole('button').first()).toHaveAccessibleName('View');
      await expect(list.locator('tbody tr').getByRole('button')).toHaveCount(1);
    }
  });

  test('completed orders offer only View, which opens the order', async ({ page }) => {
    const table = await openList(page, 'completed');
    const rows = table.locator('tbody tr');
    const shown = await rows.count();
    await expect(table.locator('tbody').getByRole('button')).toHaveCount(shown);
    await expect(table.getByRole('button', { name: 'View' })).toHaveCount(shown);
    await expect(table.getByRole('button', { name: EDIT_ORDER })).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    const id = await orderIdOf(rows.first());
    await rows.first().getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'View Order' });
    await expect(dialog.getByRole('definition').first()).toHaveText(id);
    for (const label of ['Order ID', 'Service', 'Name', 'Email', 'Phone', 'Total', 'TransactionId', 'Payment Method', 'Order Status']) {
      await expect(dialog.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(dialog.getByRole('definition').nth(5)).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    await expect(dialog.getByRole('definition').nth(8)).toHaveText('Completed');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an unknown status in the URL says so, with links to the three lists', async ({ page }) => {
    await page.goto('/main/orders/orderByStatus?status=shipped');
    await expect(page.getByRole('heading', { name: 'Unknown order status "shipped"' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('link', { name: 'Cancelled Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Cancelled Orders' })).toBeVisible();
  });

  test('search and paging keep the status', async ({ page }) => {
    const table = await openList(page, 'completed');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/status=completed.*page=2|page=2.*status=completed/);
    await expect(page.getByText(/^Showing 21 to \d+ of \d+ entries$/)).toBeVisible();

    const id = await orderIdOf(table.locator('tbody tr').first());
    await page.getByRole('searchbox', { name: 'Search' }).fill(id);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`status=completed.*search=${id}`));
    await expect(page.getByText('Showing 1 entries')).toBeVisible();
  });
});
