import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { api } from '@shopdesk/contracts';
import { createEmployee, signedInState, submitLogin } from '../auth/auth-flows';
import { apiCounts } from './orders-api';
import { EDIT_ORDER, openList, rowWithId } from './order-screens';
import { manualService, placeStorefrontOrder } from './storefront';

/** Opens the pending list and waits until it follows changes live. */
async function openLivePendingList(page: Page, query = '') {
  const table = await openList(page, 'pending', query || undefined);
  await expect(page.locator('[data-live="live"]')).toBeVisible();
  return table;
}

/** Expects the status tab's count badge to read `count`. */
const expectTabCount = (page: Page, title: 'Pending' | 'Completed', count: number) =>
  expect(page.getByRole('tab', { name: new RegExp(`^${title}`) })).toHaveText(new RegExp(`^${title}\\s*${count}(\\D|$)`));

test.describe('the live order queue', { tag: '@orders' }, () => {
  test('an order from the storefront slides into an untouched pending list, and the tab title counts it', async ({ page, request }) => {
    const service = await manualService(request);
    const table = await openLivePendingList(page);
    const before = (await apiCounts(request)).pending;
    await expect(page).toHaveTitle(`(${before}) Pending Orders · Shopdesk`);

    const order = await placeStorefrontOrder(request, service);
    const row = rowWithId(table, order.id);
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-fresh', 'true');
    await expect(row).toContainText(order.name);
    await expectTabCount(page, 'Pending', before + 1);
    await expect(page).toHaveTitle(`(${before + 1}) Pending Orders · Shopdesk`);
  });

  test('a list in use announces new orders instead of moving, and shows them on a click', async ({ page, request }) => {
    const service = await manualService(request);
    // A search the new orders match: the list is in use, so rows must stay put.
    const table = await openLivePendingList(page, 'live');
    const first = await placeStorefrontOrder(request, service);
    const second = await placeStorefrontOrder(request, service);

    const notice = page.getByTestId('new-orders-notice').filter({ hasText: '2 new orders' });
    await expect(notice).toBeVisible();
    await expect(rowWithId(table, first.id)).toHaveCount(0);
    await notice.getByRole('button', { name: 'Show' }).click();
    await expect(rowWithId(table, second.id)).toHaveAttribute('data-fresh', 'true');
    await expect(rowWithId(table, first.id)).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('oldest first, the notice moves no row while it appears, and Show takes the employee to the new orders on the last page', async ({ page, request }) => {
    const service = await manualService(request);
    // In the URL: the seeded admin's remembered order stays as other tests expect it.
    await page.goto('/main/orders/orderByStatus?status=pending&sort=createdAt');
    const table = page.getByRole('table', { name: 'Pending Orders' });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(page.locator('[data-live="live"]')).toBeVisible();
    const firstRow = table.locator('tbody tr').first();
    const before = { table: await table.boundingBox(), row: await firstRow.boundingBox() };

    const order = await placeStorefrontOrder(request, service);
    const notice = page.getByTestId('new-orders-notice').filter({ hasText: '1 new order' });
    await expect(notice).toBeVisible();
    expect({ table: await table.boundingBox(), row: await firstRow.boundingBox() }).toEqual(before);

    await notice.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/[?&]page=\d+/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    await expect(rowWithId(table, order.id)).toHaveAttribute('data-fresh', 'true');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('a completion in a second browser takes the row away and moves the badges in the first', async ({ page, browser, request, context }) => {
    const order = await placeStorefrontOrder(request, await manualService(request));
    const table = await openLivePendingList(page, order.name);
    await expect(rowWithId(table, order.id)).toBeVisible();
    const before = await apiCounts(request);

    const colleague = await browser.newContext({ storageState: await context.storageState() });
    try {
      const other = await colleague.newPage();
      const otherTable = await openList(other, 'pending', order.name);
      await rowWithId(otherTable, order.id).getByRole('button', { name: EDIT_ORDER, exact: true }).click();
      await other.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Complete order', exact: true }).click();
      await expect(other.getByRole('alert').filter({ hasText: 'Successfully updated!' }).last()).toBeVisible();
    } finally {
      await colleague.close();
    }

    await expect(rowWithId(table, order.id)).toHaveCount(0);
    await expectTabCount(page, 'Pending', before.pending - 1);
    await expectTabCount(page, 'Completed', before.completed + 1);
  });

  test('an open queue whose session ends elsewhere says so at once, and comes back to the same page after signing in', async ({ browser, request }) => {
    const password = 'a long enough password';
    const email = await createEmployee(request, 'Queue Worker', password);
    const state = await signedInState(request, email, password);
    const token = (JSON.parse(state.origins[0].localStorage[0].value) as { token: string }).token;
    const context = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    await openLivePendingList(page);
    const deepLink = page.url();

    // Signed out elsewhere (another browser's logout): the page has nothing to do with it.
    const logout = await request.post(api.auth.logout.path, { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();

    await submitLogin(page, email, password);
    await expect(page).toHaveURL(deepLink);
    await expect(page.locator('[data-live="live"]')).toBeVisible();
    await context.close();
  });
});
