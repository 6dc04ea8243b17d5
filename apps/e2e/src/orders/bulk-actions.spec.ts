import { expect, test } from '../../support/test';
import { singleOrder } from '../delivery/delivery-api';
import { archiveService, createCredentials, createService } from '../services/services-api';
import { openList } from './order-screens';
import { placeStorefrontOrder } from './storefront';

// Short, as demo names are: the order lists keep one line a row on a phone too.
const run = (Date.now() % 46_656).toString(36);

test.describe('acting on many orders at once', { tag: '@orders' }, () => {
  test('bulk-completes 5 pending orders of which 1 has no stock: 4 delivered, the 5th left ticked with the reason', async ({ page, request }) => {
    const stocked = await createService(request, { name: `Atlas ${run} VPN` });
    await createCredentials(request, stocked, `bulk-${run}`, 4);
    const empty = await createService(request, { name: `Falcon ${run} VPN` });
    const delivered = [];
    for (let n = 1; n <= 4; n++) delivered.push(await placeStorefrontOrder(request, stocked, `Bulk ${run}${n}`));
    const short = await placeStorefrontOrder(request, empty, `Bulk ${run}5`);

    const table = await openList(page, 'pending', `Bulk ${run}`);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const bar = page.getByRole('region', { name: 'Selected orders' });
    await expect(bar).toContainText('5 orders selected');

    await bar.getByRole('button', { name: 'Complete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Complete 5 orders' });
    await confirm.getByRole('button', { name: 'Complete 5 orders' }).click();

    await expect(bar.getByText(/ completed, /)).toHaveText(`4 completed, 1 not: Not enough credentials in stock for Falcon ${run} VPN: 1 needed, 0 available`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(short.name);
    await expect(rows.first().getByRole('checkbox')).toBeChecked();
    await expect(bar).toContainText('1 order selected');

    for (const order of delivered) {
      const answer = await singleOrder(request, order.id);
      expect(answer.order.orderStatus).toBe('completed');
      expect(answer.deliveries).toHaveLength(1);
    }
    expect((await singleOrder(request, short.id)).order.orderStatus).toBe('pending');

    // Cancel the one left, from the same bar: the selection is still there.
    await bar.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cancel 1 order' }).getByRole('button', { name: 'Cancel 1 order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '1 cancelled' })).toBeVisible();
    await expect(bar).toBeHidden();

    await archiveService(request, stocked._id);
    await archiveService(request, empty._id);
  });
});
