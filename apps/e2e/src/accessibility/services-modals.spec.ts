import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { checkCreateForm, checkDialog, expectDialogAccessible } from './modal-checks';
import { firstActiveService } from '../services/services-api';

/** Opens a list and answers its first row, once loaded. */
async function firstRow(page: Page, url: string, table: string) {
  await page.goto(url);
  const row = page.getByRole('table', { name: table }).locator('tbody tr').first();
  await expect(row.getByRole('button', { name: 'View' })).toBeVisible();
  return row;
}

test.describe("the services section's modals have no serious or critical accessibility violations", { tag: '@services' }, () => {
  test('services', async ({ page }) => {
    const row = await firstRow(page, '/main/services/service?type=vpn', 'VPN');
    await checkCreateForm(page, page.getByRole('button', { name: 'Create New VPN' }), 'Create VPN', 'Create Service', 'Service Name');
    await checkDialog(page, row.getByRole('button', { name: 'View' }), 'View VPN');
    await checkDialog(page, row.getByRole('button', { name: 'Edit' }), 'Update VPN');
    await checkDialog(page, row.getByRole('button', { name: 'Archive' }), 'Please confirm', 'archive service confirm');

    await firstRow(page, '/main/services/service?type=dollarCard', 'Dollar Card');
    await checkDialog(page, page.getByRole('button', { name: 'Create New Dollar Card' }), 'Create Dollar Card');
  });

  test('service credentials', async ({ page, request }) => {
    const service = await firstActiveService(request, 'vpn');
    const title = `${service.name} Credentials`;
    const row = await firstRow(page, `/main/services/serviceCredentials/${service._id}`, title);
    const create = page.getByRole('button', { name: 'Create New Service Credential' });
    await checkCreateForm(page, create, 'Create Service Credential', 'Create Service Credential', 'User ID');

    await row.getByRole('button', { name: 'View' }).click();
    const view = await expectDialogAccessible(page, 'View Service Credential');
    await view.getByRole('button', { name: 'Show password' }).click();
    await expect(view.getByRole('button', { name: 'Hide password' })).toBeVisible();
    await expectDialogAccessible(page, 'View Service Credential', 'View Service Credential, password shown');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    await checkDialog(page, row.getByRole('button', { name: 'Edit' }), 'Update Service Credential');
    await checkDialog(page, row.getByRole('button', { name: 'Archive' }), 'Please confirm', 'archive credential confirm');
  });

  test('setup guides', async ({ page }) => {
    const row = await firstRow(page, '/main/services/serviceSetupGuides?type=vpn', 'VPN Setup Guide');
    const create = page.getByRole('button', { name: 'Create New VPN Setup Guide' });
    await checkCreateForm(page, create, 'Create VPN Setup Guide', 'Create Setup Guide', 'Serial');
    await checkDialog(page, row.getByRole('button', { name: 'View' }), 'View VPN Setup Guide');
    await checkDialog(page, row.getByRole('button', { name: 'Edit' }), 'Update VPN Setup Guide');
    await checkDialog(page, row.getByRole('button', { name: 'Archive' }), 'Please confirm', 'archive setup guide confirm');
  });
});
