import { EXPORT_COLUMNS } from '@shopdesk/contracts';
import { readFileSync } from 'node:fs';
import { expect, test } from '../../support/test';
import { pageOfNewEmployee } from '../auth/auth-flows';
import { openList } from './order-screens';
import { manualService, placeStorefrontOrder } from './storefront';

// Short, as demo names are: the order lists keep one line a row on a phone too.
const run = (Date.now() % 46_656).toString(36);

test.describe('exporting a list', { tag: '@orders' }, () => {
  test('the searched pending orders, sorted by name, download as a CSV file that opens with those rows in that order', async ({ browser, request }) => {
    // A manager of their own: the order chosen is remembered for whoever chose it.
    const { page, context } = await pageOfNewEmployee(browser, request, `Exporter ${run}`, 'manager');
    const service = await manualService(request);
    for (const n of [2, 3, 1]) await placeStorefrontOrder(request, service, `Export ${run}${n}`);

    const table = await openList(page, 'pending', `Export ${run}`);
    await table.getByRole('columnheader', { name: /^Name/ }).getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    await expect(table.locator('tbody tr')).toHaveCount(3);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);

    const text = readFileSync(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(EXPORT_COLUMNS.orders.join(','));
    const column = (name: string) => EXPORT_COLUMNS.orders.indexOf(name as (typeof EXPORT_COLUMNS.orders)[number]);
    expect(rows.map((row) => row.split(',')[column('Name')])).toEqual([`Export ${run}1`, `Export ${run}2`, `Export ${run}3`]);
    expect(rows.map((row) => row.split(',')[column('Status')])).toEqual(['pending', 'pending', 'pending']);
    expect(rows.map((row) => row.split(',')[column('Service')])).toEqual([service.name, service.name, service.name]);
    await context.close();
  });
});
