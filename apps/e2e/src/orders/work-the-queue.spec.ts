import { expect, test } from '../../support/test';
import { createEmployee, signedInState } from '../auth/auth-flows';
import { archiveService, createCredentials, createService } from '../services/services-api';
import { EDIT_ORDER, openList } from './order-screens';
import { placeStorefrontOrder } from './storefront';

// Short, as demo names are: the order lists keep one line a row.
const run = (Date.now() % 46_656).toString(36);

test.describe('working the queue', { tag: '@orders' }, () => {
  test('by keyboard: a completion from the view moves it to the next order; one from a row leaves the next row ready', async ({ page, request }) => {
    const service = await createService(request, { name: `Lyra ${run} VPN` });
    await createCredentials(request, service, `lyra-${run}`, 3);
    for (let n = 1; n <= 3; n++) await placeStorefrontOrder(request, service, `Queue ${run}${n}`);

    const table = await openList(page, 'pending', `Queue ${run}`);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    // Newest first: the third order heads the list. j focuses it, Enter opens it.
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const view = page.getByRole('dialog', { name: 'View Order' });
    await expect(view.getByRole('definition').filter({ hasText: `Queue ${run}3` })).toBeVisible();
    await view.getByRole('button', { name: 'Complete order' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm.getByRole('list', { name: 'What completing does' })).toHaveText(new RegExp(`Emails 1 Lyra ${run} VPN credential to live\\d+@example\\.com`));
    // The confirm starts on Go back: Tab, then Enter completes.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: `Successfully updated! Emailed 1 Lyra ${run} VPN credential to` })).toBeVisible();
    await expect(view.getByRole('definition').filter({ hasText: `Queue ${run}2` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(rows).toHaveCount(2);

    // From the list: c on the focused row, the confirm, and the next row's Complete has the focus.
    await page.keyboard.press('j');
    await expect(rows.first()).toContainText(`Queue ${run}2`);
    await page.keyboard.press('c');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('button', { name: EDIT_ORDER })).toBeFocused();
    await archiveService(request, service._id);
  });

  test("an order its stock cannot complete is marked, and leads to the service's import", async ({ page, request }) => {
    const service = await createService(request, { name: `Dry ${run} VPN` });
    await placeStorefrontOrder(request, service, `Short ${run}`);
    const table = await openList(page, 'pending', `Short ${run}`);
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText(`Dry ${run} VPN: needs 1, 0 in stock`);

    await row.getByRole('button', { name: EDIT_ORDER }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText(`Not enough stock (Dry ${run} VPN: needs 1, 0 in stock): completing it will fail.`);
    await confirm.getByRole('button', { name: 'Go back' }).click();

    await row.getByRole('link', { name: 'Import credentials' }).click();
    await expect(page).toHaveURL(new RegExp(`/main/services/serviceCredentials/${service._id}`));
    await expect(page.getByRole('dialog', { name: 'Import credentials' })).toBeVisible();
    await archiveService(request, service._id);
  });

  test('the order chosen on one tab stays on the others, after a reload and in another browser', async ({ browser, request }) => {
    // An employee of its own: the order it keeps is theirs, and other tests see the lists as they start.
    const password = 'a long enough password';
    const email = await createEmployee(request, `Sorter ${run}`, password);
    const state = await signedInState(request, email, password);
    const first = await browser.newContext({ storageState: state });
    const page = await first.newPage();
    const table = await openList(page, 'pending');
    await table.getByRole('columnheader', { name: /^Created/ }).getByRole('button').click();
    await expect(table.getByRole('columnheader', { name: /^Created/ })).toHaveAttribute('aria-sort', 'ascending');

    await page.getByRole('tab', { name: /^Completed/ }).click();
    const completed = page.getByRole('table', { name: 'Completed Orders' });
    await expect(page).not.toHaveURL(/sort=/);
    await expect(completed.getByRole('columnheader', { name: /^Created/ })).toHaveAttribute('aria-sort', 'ascending');
    await page.reload();
    await expect(completed.getByRole('columnheader', { name: /^Created/ })).toHaveAttribute('aria-sort', 'ascending');
    await first.close();

    const second = await browser.newContext({ storageState: await signedInState(request, email, password) });
    const elsewhere = await second.newPage();
    const cancelled = await openList(elsewhere, 'cancelled');
    await expect(cancelled.getByRole('columnheader', { name: /^Created/ })).toHaveAttribute('aria-sort', 'ascending');
    await second.close();
  });
});
