import { SCREENS } from '@shopdesk/sections';
import { expect, test } from '../../support/test';
import { rowWithId } from '../orders/order-screens';
import { placeStorefrontOrder } from '../orders/storefront';
import { archiveService, createService } from '../services/services-api';

const run = (Date.now() % 46_656).toString(36);

test.describe('the command palette', { tag: ['@shell', '@orders'] }, () => {
  test('finds an order by its id’s first characters and by its customer’s name, and opens it in its list', async ({ page, request }) => {
    const service = await createService(request, { name: `Lyra ${run} VPN` });
    const order = await placeStorefrontOrder(request, service, `Palette ${run}`);

    await page.goto('/main/dashboard');
    // The shortcut is the layout's: pressed before the page has drawn it, nothing hears it.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    const box = palette.getByRole('combobox');
    await expect(box).toBeFocused();

    await box.fill(order.id.slice(0, 8));
    const orders = palette.getByRole('group', { name: 'Orders' });
    await expect(orders.getByRole('option').first()).toContainText(`Palette ${run}`);
    await box.fill(`palette ${run}`);
    await expect(palette.getByRole('group', { name: 'Customers' })).toContainText(`Palette ${run}`);
    await expect(orders.getByRole('option', { selected: true })).toContainText(`Palette ${run} · $`);
    await box.press('Enter');

    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`orderByStatus\\?status=pending&search=${order.id}$`));
    const table = page.getByRole('table', { name: 'Pending Orders' });
    await expect(rowWithId(table, order.id)).toBeVisible();
    await archiveService(request, service._id);
  });

  test('the top bar’s Search finds a service and opens its page, and every screen it lists opens', async ({ page }) => {
    await page.goto('/main/dashboard');
    await page.getByRole('button', { name: 'Search' }).click();
    const palette = page.getByRole('dialog', { name: 'Search' });
    const screens = palette.getByRole('group', { name: 'Screens' }).getByRole('option');
    // The e2e employee is an owner: every screen of the catalogue is theirs.
    await expect(screens).toHaveCount(SCREENS.length);
    await palette.getByRole('combobox').fill('falcon');
    const falcon = palette.getByRole('group', { name: 'Services' }).getByRole('option', { name: /^Falcon VPN/ });
    await falcon.click();
    await expect(page).toHaveURL(/\/main\/services\/serviceCredentials\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Falcon VPN');

    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: /not found|Unknown/ })).toHaveCount(0);
    }
  });
});
