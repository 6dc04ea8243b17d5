import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import type { Service } from '@shopdesk/contracts';
import { firstActiveService } from './services-api';

/** A unique mark for this run's credentials, so a search finds only them. */
const run = `e2e${Date.now().toString(36)}`;

async function openCredentials(page: Page, service: Service, search = run) {
  await page.goto(`/main/services/serviceCredentials/${service._id}?search=${search}`);
  await expect(page.getByRole('heading', { name: `${service.name} Credentials` })).toBeVisible();
  return page.getByRole('table', { name: `${service.name} Credentials` });
}

async function createCredential(page: Page, userId: string, password: string) {
  await page.getByRole('button', { name: 'Create New Service Credential' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Service Credential' });
  await dialog.getByLabel('User ID').fill(userId);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create Service Credential' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Service Credentials created successfully' }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

// In order: the reveal and phone tests use the credentials the first test adds.
test.describe.configure({ mode: 'serial' });

test.describe('service credentials', { tag: '@services' }, () => {
  test('adds two credentials to a service and archives one', async ({ page }) => {
    const service = await firstActiveService(page.request, 'vpn');
    const table = await openCredentials(page, service);
    await expect(page.getByText('No Data Found')).toBeVisible();

    await createCredential(page, `${run}-a`, 'first-Secret-1');
    await createCredential(page, `${run}-b`, 'second-Secret-2');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    const rowA = table.locator('tbody tr', { hasText: `${run}-a` });
    await expect(rowA).toContainText('••••••••');
    await expect(rowA).toContainText('Available');
    await expect(table).not.toContainText('first-Secret-1');

    await rowA.getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully updated!' }).last()).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table).toContainText(`${run}-b`);

    await page.getByRole('combobox', { name: 'Filter' }).selectOption('Archived');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText(`${run}-a`);
    await expect(table.locator('tbody tr').first().getByRole('button', { name: 'Unarchive' })).toBeVisible();
  });

  test('reveals a password only when asked', async ({ page }) => {
    const service = await firstActiveService(page.request, 'vpn');
    const table = await openCredentials(page, service, `${run}-b`);
    await table.locator('tbody tr').first().getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'View Service Credential' });
    await expect(dialog).toContainText('••••••••');
    await expect(dialog).not.toContainText('second-Secret-2');

    const reveal = page.waitForResponse((response) => response.url().includes('/getSingleServiceCredential/'));
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect((await reveal).status()).toBe(200);
    await expect(dialog).toContainText('second-Secret-2');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    await expect(dialog).not.toContainText('second-Secret-2');
  });

  test.describe('on a portrait phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the row actions show for the selected row or after its three-dots toggle', async ({ page }) => {
      const service = await firstActiveService(page.request, 'vpn');
      const table = await openCredentials(page, service, `${run}-b`);
      const row = table.locator('tbody tr').first();
      await expect(row).toContainText(`${run}-b`);
      await expect(table.getByRole('button', { name: 'Edit' })).toHaveCount(0);

      await row.getByRole('button', { name: 'Show actions' }).click();
      await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();
      await row.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Service Credential' });
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('second-Secret-2');
    });
  });
});
