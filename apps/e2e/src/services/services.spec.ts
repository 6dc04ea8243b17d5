import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { createService } from './services-api';

/** A unique mark for this run's services, so a search finds only them. */
const run = `e2e${Date.now().toString(36)}`;
let made = 0;
/** A name of this run no other test uses: `${first} <run>-<n> ${last}`. */
const uniqueName = (first: string, last: string) => `${first} ${run}-${++made} ${last}`;

/** A 1x1 PNG: a logo the API accepts by its bytes. */
const PNG_LOGO = {
  name: 'falcon.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

/** Opens the list of the URL type searched for this run's services. */
async function openList(page: Page, type: 'vpn' | 'dollarCard', heading: string): Promise<Locator> {
  await page.goto(`/main/services/service?type=${type}&search=${run}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  return page.getByRole('table', { name: heading });
}

/** The newest toast with this text (an earlier one may still be on screen). */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

const rowOf = (table: Locator, name: string) => table.locator('tbody tr', { hasText: name });

test.describe('services', { tag: '@services' }, () => {
  test('creates a VPN service with a png logo and three benefits, and lists it with its logo', async ({ page }) => {
    const vpnName = uniqueName('Falcon', 'VPN');
    const table = await openList(page, 'vpn', 'VPN');
    await page.getByRole('button', { name: 'Create New VPN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create VPN' });

    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await expect(dialog.getByText('Service Name is required')).toBeVisible();
    await expect(dialog.getByText('Benefit is required')).toBeVisible();

    await dialog.getByLabel('Service Name').fill(vpnName);
    await dialog.getByLabel('Country').selectOption('uae');
    await dialog.getByLabel('Logo').setInputFiles(PNG_LOGO);
    await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await dialog.getByLabel('Short Description').fill('Private browsing');
    await dialog.getByLabel('Price ($)').fill('9.99');
    await dialog.getByLabel('Serial').fill('90');
    await dialog.getByLabel('Link', { exact: true }).fill('https://falcon.example/app');
    await dialog.getByLabel('Benefit 1', { exact: true }).fill('Fast servers');
    await dialog.getByRole('button', { name: '+ Add Benefit' }).click();
    await dialog.getByLabel('Benefit 2', { exact: true }).fill('No logs');
    await dialog.getByRole('button', { name: '+ Add Benefit' }).click();
    await dialog.getByLabel('Benefit 3', { exact: true }).fill('Five devices');
    await dialog.getByRole('button', { name: 'Create Service' }).click();

    await expect(toast(page, 'Service created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const logo = rowOf(table, vpnName).getByRole('img', { name: `${vpnName} logo` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  });

  test('edits its price and a benefit', async ({ page, request }) => {
    const vpnName = uniqueName('Kestrel', 'VPN');
    await createService(request, { name: vpnName, country: 'uae', price: 9.99, benefits: ['Fast servers', 'No logs', 'Five devices'] });
    const table = await openList(page, 'vpn', 'VPN');
    await rowOf(table, vpnName).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update VPN' });
    await expect(dialog.getByLabel('Price ($)')).toHaveValue('9.99');
    await dialog.getByLabel('Price ($)').fill('12.5');
    await dialog.getByLabel('Benefit 2', { exact: true }).fill('Zero logs');
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await expect(toast(page, 'Service updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await rowOf(table, vpnName).getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'View VPN' });
    await expect(view.getByLabel('Price ($)')).toHaveValue('12.5');
    await expect(view.getByLabel('Benefit 2', { exact: true })).toHaveValue('Zero logs');
    await expect(view.getByLabel('Benefit 3', { exact: true })).toHaveValue('Five devices');
    await expect(view.getByLabel('Country').locator('option:checked')).toHaveText('UAE');
    await expect(view.getByRole('button', { name: 'Update Service' })).toHaveCount(0);
  });

  test('archives it, finds it under Archived, and unarchives it', async ({ page, request }) => {
    const vpnName = uniqueName('Osprey', 'VPN');
    await createService(request, { name: vpnName });
    const table = await openList(page, 'vpn', 'VPN');
    await rowOf(table, vpnName).getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(toast(page, 'Successfully updated!')).toBeVisible();
    await expect(rowOf(table, vpnName)).toHaveCount(0);

    await page.getByLabel('Filter').selectOption({ label: 'Archived' });
    await rowOf(table, vpnName).getByRole('button', { name: 'Unarchive' }).click();
    await confirm.getByRole('button', { name: 'Unarchive' }).click();
    await expect(rowOf(table, vpnName)).toHaveCount(0);

    await page.getByLabel('Filter').selectOption({ label: 'Active' });
    await expect(rowOf(table, vpnName)).toBeVisible();
  });

  test('creates a Dollar Card service, which has no country', async ({ page }) => {
    const cardName = uniqueName('Gold', 'Card');
    const table = await openList(page, 'dollarCard', 'Dollar Card');
    await page.getByRole('button', { name: 'Create New Dollar Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Dollar Card' });
    await expect(dialog.getByLabel('Country')).toHaveCount(0);
    await dialog.getByLabel('Service Name').fill(cardName);
    await dialog.getByLabel('Price ($)').fill('25');
    await dialog.getByLabel('Serial').fill('91');
    await dialog.getByLabel('Link or APK').selectOption('apk');
    await expect(dialog.getByLabel('Link', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Benefit 1', { exact: true }).fill('Pays abroad');
    await dialog.getByRole('button', { name: 'Create Service' }).click();

    await expect(toast(page, 'Service created successfully')).toBeVisible();
    await expect(rowOf(table, cardName)).toBeVisible();
    // The Logo cell, after the row's tick box and its name.
    await expect(rowOf(table, cardName).getByRole('cell').nth(2)).toHaveText('N/A');
  });

  test('a taken name is shown at the name field and the form keeps what was typed', async ({ page, request }) => {
    const cardName = uniqueName('Silver', 'Card');
    await createService(request, { name: cardName, type: 'dollar-card', linkOrApk: 'apk' });
    await openList(page, 'dollarCard', 'Dollar Card');
    await page.getByRole('button', { name: 'Create New Dollar Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Dollar Card' });
    await dialog.getByLabel('Service Name').fill(cardName.toUpperCase());
    await dialog.getByLabel('Price ($)').fill('5');
    await dialog.getByLabel('Serial').fill('92');
    await dialog.getByLabel('Link or APK').selectOption('apk');
    await dialog.getByLabel('Benefit 1', { exact: true }).fill('Kept benefit');
    await dialog.getByRole('button', { name: 'Create Service' }).click();

    await expect(toast(page, 'Failed to create service')).toBeVisible();
    await expect(dialog.getByText('A service with this slug already exists')).toBeVisible();
    await expect(dialog.getByLabel('Benefit 1', { exact: true })).toHaveValue('Kept benefit');
  });
});
