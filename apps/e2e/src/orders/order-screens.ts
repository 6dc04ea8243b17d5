import { type Locator, type Page } from '@playwright/test';
import { expect } from '../../support/test';
import type { OrderStatus } from '@shopdesk/contracts';
import type { Counts } from './orders-api';

const TITLES: Record<OrderStatus, string> = { pending: 'Pending', completed: 'Completed', cancelled: 'Cancelled' };

/** The row button that completes a pending order: its edit action, named for what it does (docs/decisions.md#edit-completes-an-order). */
export const EDIT_ORDER = 'Complete order';

/** A dashboard card: the link named by its status (its count badge follows the title). */
export const statusCard = (page: Page, status: OrderStatus) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${TITLES[status]}`) });

/** Expects the dashboard's cards to show `counts` (a badge only above 0, its unit read as hidden text). */
export async function expectDashboardCounts(page: Page, counts: Counts): Promise<void> {
  for (const status of Object.keys(TITLES) as OrderStatus[]) {
    const card = statusCard(page, status);
    const count = counts[status];
    await expect(card).toHaveText(count > 0 ? `${TITLES[status]}${count} ${count === 1 ? 'order' : 'orders'}` : TITLES[status]);
  }
}

/** Opens the list of `status` and waits for its rows. */
export async function openList(page: Page, status: OrderStatus, search?: string): Promise<Locator> {
  await page.goto(`/main/orders/orderByStatus?status=${status}${search ? `&search=${encodeURIComponent(search)}` : ''}`);
  const table = page.getByRole('table', { name: `${TITLES[status]} Orders` });
  await expect(table.locator('tbody tr').first().getByRole('cell').nth(2)).not.toBeEmpty();
  return table;
}

/** The full order id of a row (the Order ID cell shows 10 characters; its tooltip has it all). */
export async function orderIdOf(row: Locator): Promise<string> {
  // The first cell with a tooltip: before it, on a pending list, is only the row's tick box.
  const id = await row.locator('td span[title]').first().getAttribute('title');
  if (!id) throw new Error('The row has no order id');
  return id;
}

/** The row of the order with this full id (matched by the Order ID cell's tooltip). */
export const rowWithId = (table: Locator, id: string) =>
  table.locator('tbody tr', { has: table.page().locator(`span[title="${id}"]`) });
