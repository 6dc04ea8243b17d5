import { expect, test } from '../../support/test';
import { apiCounts, orderWithItems } from './orders-api';
import { EDIT_ORDER, openList, orderIdOf, rowWithId } from './order-screens';

const dollars = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test.describe('the order queue in detail', { tag: '@orders' }, () => {
  test('an order of several items lists each one, with their sum as the total', async ({ page, request }) => {
    const { order, orderItems } = await orderWithItems(request, 'completed');
    const table = await openList(page, 'completed', order._id);
    // The queue names what was bought: the first item's service and how many more there are.
    await expect(table.locator('tbody tr').first()).toContainText(`${orderItems[0].service.name} +${orderItems.length - 1}`);
    await table.locator('tbody tr').first().getByRole('button', { name: 'View' }).click();

    const dialog = page.getByRole('dialog', { name: 'View Order' });
    const items = dialog.getByRole('table', { name: 'Items' });
    await expect(items.locator('tbody tr')).toHaveCount(orderItems.length);
    for (const [index, item] of orderItems.entries()) {
      await expect(items.locator('tbody tr').nth(index).locator('td')).toHaveText([
        item.service.name,
        String(item.quantity),
        dollars(item.price),
        dollars(item.price * item.quantity),
      ]);
    }
    await expect(items.locator('tfoot')).toHaveText(`Total${dollars(order.total)}`);
    await expect(dialog.getByRole('term').filter({ hasText: /^Total$/ }).locator('+ dd')).toHaveText(dollars(order.total));
    await expect(dialog.getByRole('term').filter({ hasText: /^Service$/ }).locator('+ dd')).toHaveText(
      orderItems.map((item) => item.service.name).join(', '),
    );
  });

  test('the status tabs show the API counts and switch the list in one click or with the arrow keys', async ({ page, request }) => {
    const counts = await apiCounts(request);
    await openList(page, 'pending');
    const tabs = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab');
    const all = counts.pending + counts.completed + counts.cancelled;
    await expect(tabs).toHaveText([`Pending${counts.pending}`, `Completed${counts.completed}`, `Cancelled${counts.cancelled}`, `All${all}`]);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\/main\/orders\/orderByStatus\?status=completed$/);
    await expect(page.getByRole('heading', { name: 'Completed Orders' })).toBeVisible();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/status=cancelled$/);
    await expect(tabs.nth(2)).toBeFocused();
    await expect(page.getByRole('table', { name: 'Cancelled Orders' })).toBeVisible();

    // The tabs are the URL: reload and Back keep working.
    await page.reload();
    await expect(page.getByRole('tab', { name: /^Cancelled/ })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/status=completed$/);
    await expect(page.getByRole('heading', { name: 'Completed Orders' })).toBeVisible();
  });

  test('pending orders show their age; row actions name themselves on keyboard focus; confirms name the order', async ({ page }) => {
    const table = await openList(page, 'pending');
    const row = table.locator('tbody tr').first();
    const created = row.locator('time');
    // As a wide screen says it (a phone's short form is in the cell too, hidden here).
    await expect(created).toHaveText(/^(just now|\d+ min ago|\d+ hours? ago|\d+ days? ago)$/, { useInnerText: true });
    await expect(created).toHaveAttribute('title', /\d{4}, \d{2}:\d{2}$/);

    const id = await orderIdOf(row);
    // After the tick box and the Order ID.
    // As shown (the cell also holds the service, for a phone, hidden here).
    const name = await row.getByRole('cell').nth(2).innerText();
    const total = await row.getByRole('cell').nth(4).textContent();
    await row.getByRole('button', { name: 'View' }).focus();
    await page.keyboard.press('Tab');
    await expect(row.getByRole('button', { name: EDIT_ORDER })).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(EDIT_ORDER);
    await expect(page.getByRole('tooltip')).toBeVisible();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText('Mark this order as completed?');
    await expect(dialog.getByRole('definition')).toHaveText([name ?? '', total ?? '']);
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowWithId(table, id)).toHaveCount(1);
  });
});
