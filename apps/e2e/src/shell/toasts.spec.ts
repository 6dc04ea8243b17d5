import { type Locator, type Page } from '@playwright/test';
import { api, buildPath } from '@shopdesk/contracts';
import { adminToken } from '../../support/product';
import { E2E_ADMIN } from '../../support/constants';
import { expect, test } from '../../support/test';
import { EDIT_ORDER, openList } from '../orders/order-screens';
import { manualService, placeStorefrontOrder } from '../orders/storefront';
import { boxOf, overlaps, settled } from '../responsive/layout-probes';
import { openInvites } from '../users/users-flows';

const SCREENS = [
  // The times are the same on both: measured once, on the wide screen.
  { name: 'a 1440x900 screen', viewport: { width: 1440, height: 900 }, timed: true },
  { name: 'a 390x844 phone', viewport: { width: 390, height: 844 }, timed: false },
] as const;

/** A success's time on screen, and enough past it that a toast still there was kept on purpose. */
const SUCCESS_MS = 3_000;
const WELL_PAST_SUCCESS_MS = SUCCESS_MS + 1_500;

const run = (Date.now() % 46_656).toString(36);

async function expectClearOf(toast: Locator, controls: Locator, what: string): Promise<void> {
  await settled(toast);
  const toastBox = await boxOf(toast);
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    expect(overlaps(toastBox, await boxOf(control)), `the toast covers ${what}: ${await control.textContent()}`).toBe(false);
  }
}

/** Opens the completion's confirm from the order's row (on a phone, from the row's actions tray). */
async function completeFromRow(page: Page, table: Locator, name: string): Promise<Locator> {
  const row = table.locator('tbody tr').filter({ hasText: name });
  const tray = row.getByRole('button', { name: 'Show actions' });
  if (await tray.isVisible()) await tray.click();
  await row.getByRole('button', { name: EDIT_ORDER }).click();
  return page.getByRole('dialog', { name: 'Please confirm' });
}

for (const screen of SCREENS) {
  test.describe(`toasts on ${screen.name}`, { tag: '@orders' }, () => {
    test.use({ viewport: screen.viewport });

    test('a success leaves the status tabs free and goes by itself; an error stays until Esc closes it from the keyboard', async ({ page, request }) => {
      const service = await manualService(request);
      const done = await placeStorefrontOrder(request, service, `Toast ${run}a`);
      const refused = await placeStorefrontOrder(request, service, `Toast ${run}b`);
      const table = await openList(page, 'pending', `Toast ${run}`);
      const tabs = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab');

      await (await completeFromRow(page, table, done.name)).getByRole('button', { name: 'Complete order' }).click();
      const success = page.locator('.Toastify__toast--success').filter({ hasText: 'Successfully updated!' });
      await expect(success).toBeVisible();
      await expectClearOf(success, tabs, 'a status tab');
      if (screen.timed) await expect(success).toBeHidden({ timeout: SUCCESS_MS + 2_000 });
      else await success.getByRole('button', { name: 'close' }).click();
      await expect(success).toHaveCount(0);

      // A colleague cancels the order while the confirm is open: the completion is refused.
      const confirm = await completeFromRow(page, table, refused.name);
      const cancelled = await request.patch(buildPath(api.orders.cancelOrder.path, { id: refused.id }), {
        headers: { Authorization: `Bearer ${adminToken()}` },
      });
      expect(cancelled.status()).toBe(200);
      await confirm.getByRole('button', { name: 'Complete order' }).click();
      const error = page.locator('.Toastify__toast--error').filter({ hasText: 'not pending' });
      await expect(error).toBeVisible();
      await expectClearOf(error, tabs, 'a status tab');
      if (screen.timed) {
        await page.waitForTimeout(WELL_PAST_SUCCESS_MS);
        await expect(error).toBeVisible();
      }

      await page.keyboard.press('Alt+t');
      await expect(error).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(error).toBeHidden();
      await expect(page.locator('body')).not.toBeFocused();
    });

    test("an error over an open form keeps clear of its fields and buttons, and Esc on it leaves the form open", { tag: '@users' }, async ({ page }) => {
      await openInvites(page);
      await page.getByRole('button', { name: 'Create New Employee Invite' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Employee Invite' });
      await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
      await dialog.getByRole('button', { name: 'Create Employee Invite' }).click();
      const error = page.locator('.Toastify__toast--error');
      await expect(error).toBeVisible();
      await expectClearOf(error, dialog.locator('input, select, textarea, button'), "the form's controls");

      await page.keyboard.press('Alt+t');
      await expect(error).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(error).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveValue(E2E_ADMIN.email);
      // The focus is back in the form (its submit button, which had it, was disabled while it sent).
      await expect(dialog).toBeFocused();
    });
  });
}
