import { expect, test } from '../../support/test';
import { createEmployee, pageOfNewEmployee, signedInState } from '../auth/auth-flows';
import { archiveService, createService } from '../services/services-api';
import { openList } from './order-screens';
import { placeStorefrontOrder } from './storefront';

// Short, as demo names are: the order lists keep one line a row on a phone too.
const run = (Date.now() % 46_656).toString(36);

test.describe('saved views', { tag: '@orders' }, () => {
  test('a view shared by one employee is a tab in a colleague’s browser, and opens the same list', async ({ browser, request }) => {
    // A manager of their own: the order chosen is remembered for whoever chose it.
    const sharer = `Maya ${run}`;
    const { page, context } = await pageOfNewEmployee(browser, request, sharer, 'manager');
    const service = await createService(request, { name: `Vega ${run} VPN` });
    for (let n = 1; n <= 3; n++) await placeStorefrontOrder(request, service, `View ${run}${n}`);

    const table = await openList(page, 'pending', `View ${run}`);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await table.getByRole('button', { name: /^Name/ }).click();
    await table.getByRole('button', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=-name/);
    await expect(table.locator('tbody tr').first()).toContainText(`View ${run}3`);

    const name = `Vega ${run} by name`;
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Who sees it').selectOption('Everyone in the team');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'View saved' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Saved views' });
    await expect(tabs.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-current', 'true');
    await expect(tabs.getByRole('link', { name: new RegExp(`^${name}`) })).toContainText('3');

    // A colleague, in a browser of their own, starts from the list as it starts.
    const password = 'a long enough password';
    const email = await createEmployee(request, `Agent ${run}`, password);
    const colleague = await browser.newContext({ storageState: await signedInState(request, email, password) });
    const theirs = await colleague.newPage();
    await theirs.goto('/main/orders/orderByStatus?status=pending');
    const shared = theirs.getByRole('navigation', { name: 'Saved views' }).getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(shared).toHaveAttribute('title', `Shared by ${sharer}`);
    await shared.click();
    await expect(theirs).toHaveURL(new RegExp(`status=pending&search=View\\+${run}&sort=-name$`));
    const theirTable = theirs.getByRole('table', { name: 'Pending Orders' });
    await expect(theirTable.locator('tbody tr')).toHaveCount(3);
    await expect(theirTable.locator('tbody tr').first()).toContainText(`View ${run}3`);
    await expect(theirs.getByText(`Shared by ${sharer}`, { exact: true })).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Edit view' })).toHaveCount(0);
    await colleague.close();

    // The owner deletes it: the tab goes, the list stays as it is.
    await page.getByRole('button', { name: 'Delete view' }).click();
    await page.getByRole('dialog', { name: 'Delete view' }).getByRole('button', { name: 'Delete view' }).click();
    await expect(tabs.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await archiveService(request, service._id);
    await context.close();
  });
});
