import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/test';
import { pageOfNewEmployee } from '../auth/auth-flows';
import { openList } from './order-screens';

/** The amounts of the Total column, top to bottom, in cents. */
async function totals(table: Locator): Promise<number[]> {
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.findIndex((text) => text.startsWith('Total'));
  const cells = await table.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
  return cells.map((text) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100));
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] <= value);

test.describe('sorting a list by a column', { tag: '@orders' }, () => {
  test('the completed orders by total: lowest first, highest first, then newest first again, kept in the URL', async ({ browser, request }) => {
    // Their own employee: the order chosen is remembered for whoever chose it.
    const { page, context } = await pageOfNewEmployee(browser, request, `Sorter ${(Date.now() % 46_656).toString(36)}`);
    const table = await openList(page, 'completed');
    const total = table.getByRole('columnheader', { name: /^Total/ });
    const created = table.getByRole('columnheader', { name: /^Created/ });
    await expect(created).toHaveAttribute('aria-sort', 'descending');

    await total.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=total(&|$)/);
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect(created).not.toHaveAttribute('aria-sort');
    await expect.poll(async () => ascending(await totals(table))).toBe(true);
    const lowest = await totals(table);

    await total.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=-total(&|$)/);
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => ascending((await totals(table)).reverse())).toBe(true);
    expect((await totals(table))[0]).toBeGreaterThanOrEqual(lowest[lowest.length - 1]);

    // Reload keeps it; a third click goes back to the list's own order.
    await page.reload();
    await expect(table.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'descending');
    await table.getByRole('columnheader', { name: /^Total/ }).getByRole('button').click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(created).toHaveAttribute('aria-sort', 'descending');
    await context.close();
  });
});
