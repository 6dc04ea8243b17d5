import { expect, test } from '../../support/test';
import { completeOrder } from '../delivery/delivery-api';
import { archiveService, createCredentials, createService } from '../services/services-api';
import { placeStorefrontOrder } from './storefront';

// Short, as demo names are: the order lists keep one line a row.
const run = (Date.now() % 46_656).toString(36);

test.describe('searching the orders', { tag: '@orders' }, () => {
  test('by the id as shown and by a delivered user id, across All and from tab to tab', async ({ page, request }) => {
    const service = await createService(request, { name: `Wren ${run} VPN` });
    await createCredentials(request, service, `wren-${run}`, 1);
    const delivered = await placeStorefrontOrder(request, service, `Seek ${run}1`);
    const waiting = await placeStorefrontOrder(request, service, `Seek ${run}2`);
    await completeOrder(request, delivered.id);

    await page.goto('/main/orders/orderByStatus?status=pending');
    const search = page.getByRole('searchbox', { name: 'Search' });
    const tab = (name: string) => page.getByRole('tablist', { name: 'Order status' }).getByRole('tab', { name: new RegExp(`^${name}`) });
    const rows = (title: string) => page.getByRole('table', { name: `${title} Orders` }).locator('tbody tr');

    // The id as the Order ID column shows it: its first 10 characters.
    const shownId = await (async () => {
      await page.goto('/main/orders/orderByStatus?status=all&search=' + encodeURIComponent(`Seek ${run}1`));
      const cell = rows('All').first().locator('td span[title]').first();
      await expect(cell).toHaveAttribute('title', delivered.id);
      return (await cell.innerText()).replace(/[.]{3}$/, '');
    })();
    expect(delivered.id.startsWith(shownId)).toBe(true);
    await page.goto('/main/orders/orderByStatus?status=pending');
    await search.fill(shownId);
    await expect(page).toHaveURL(/search=/);
    await expect(rows('Pending')).toHaveText(['No Data Found']);

    // The search follows to All, where the completed order is, with its status.
    await tab('All').click();
    await expect(page).toHaveURL(new RegExp(`status=all&search=${shownId}`));
    await expect(search).toHaveValue(shownId);
    await expect(rows('All')).toHaveCount(1);
    await expect(rows('All').first()).toContainText(`Seek ${run}1`);
    await expect(rows('All').first()).toContainText('Completed');

    // The user id of the credential it was sent: found under All and Completed, not under Pending.
    await search.fill(`wren-${run}-01`);
    await expect(rows('All')).toHaveCount(1);
    await expect(rows('All').first()).toContainText(`Seek ${run}1`);
    await tab('Completed').click();
    await expect(rows('Completed')).toHaveCount(1);
    await expect(rows('Completed').first()).toContainText(`Seek ${run}1`);
    await tab('Pending').click();
    await expect(rows('Pending')).toHaveText(['No Data Found']);

    // The service's name finds both, each under its own status.
    await search.fill(`Wren ${run}`);
    await expect(rows('Pending')).toHaveCount(1);
    await expect(rows('Pending').first()).toContainText(waiting.name);
    await tab('All').click();
    await expect(rows('All')).toHaveCount(2);
    await archiveService(request, service._id);
  });
});
