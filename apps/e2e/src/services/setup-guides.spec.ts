import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';

/** A serial no demo guide has, so a search finds only this run's guide. */
const serial = 900_000 + Math.floor(Math.random() * 50_000);

/** A real JPEG: a small screenshot of the page (the API checks the file's bytes, not its name). */
async function jpegOf(page: Page) {
  return { name: 'guide.jpg', mimeType: 'image/jpeg', buffer: await page.screenshot({ type: 'jpeg', clip: { x: 0, y: 0, width: 64, height: 64 } }) };
}

async function openGuides(page: Page, search?: number) {
  await page.goto(`/main/services/serviceSetupGuides?type=vpn${search === undefined ? '' : `&search=${search}`}`);
  await expect(page.getByRole('heading', { name: 'VPN Setup Guide' })).toBeVisible();
  return page.getByRole('table', { name: 'VPN Setup Guide' });
}

test.describe.configure({ mode: 'serial' });

test.describe('service setup guides', { tag: '@services' }, () => {
  test('creates a setup guide with a jpeg, then edits its serial', async ({ page }) => {
    const table = await openGuides(page, serial);
    await expect(page.getByText('No Data Found')).toBeVisible();

    await page.getByRole('button', { name: 'Create New VPN Setup Guide' }).click();
    const create = page.getByRole('dialog', { name: 'Create VPN Setup Guide' });
    await expect(create.getByLabel('Type')).toHaveValue('VPN');
    await create.getByLabel('Image').setInputFiles(await jpegOf(page));
    await expect(create.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await create.getByLabel('Serial').fill(String(serial));
    await create.getByRole('button', { name: 'Create Setup Guide' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Service setup guide created successfully' })).toBeVisible();
    await expect(create).toBeHidden();

    const row = table.locator('tbody tr').first();
    await expect(row).toContainText(String(serial));
    const thumbnail = row.getByRole('img', { name: `Setup guide ${serial}` });
    await expect(thumbnail).toHaveAttribute('src', /^\/uploads\//);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await row.getByRole('button', { name: 'Edit' }).click();
    const update = page.getByRole('dialog', { name: 'Update VPN Setup Guide' });
    await update.getByLabel('Serial').fill(String(serial + 1));
    await update.getByRole('button', { name: 'Update Setup Guide' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Service setup guide updated successfully' })).toBeVisible();
    await expect(update).toBeHidden();

    await openGuides(page, serial + 1);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText(String(serial + 1));
  });

  test('refuses a file that is not jpeg or png, with a message', async ({ page }) => {
    await openGuides(page);
    await page.getByRole('button', { name: 'Create New VPN Setup Guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create VPN Setup Guide' });
    await dialog.getByLabel('Image').setInputFiles({ name: 'guide.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(dialog.getByText('Only JPEG or PNG images are allowed')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Image preview' })).toHaveCount(0);

    // Nothing is sent without an accepted image: the form stays, the message with it.
    let sent = false;
    page.on('request', (request) => (sent ||= request.method() === 'POST' && request.url().includes('/serviceSetupGuides')));
    await dialog.getByLabel('Serial').fill('5');
    await dialog.getByRole('button', { name: 'Create Setup Guide' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Only JPEG or PNG images are allowed')).toBeVisible();
    expect(sent).toBe(false);
  });

  test.describe('on a portrait phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the row actions show for the selected row or after its three-dots toggle', async ({ page }) => {
      const table = await openGuides(page);
      const rows = table.locator('tbody tr');
      await expect(rows.nth(1)).toBeVisible();
      await expect(table.getByRole('button', { name: 'Edit' })).toHaveCount(0);

      await rows.first().getByRole('button', { name: 'Show actions' }).click();
      await expect(rows.first().getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expect(table.getByRole('button', { name: 'Edit' })).toHaveCount(1);

      // Tapping another row selects it: its actions show, and only its.
      await rows.nth(1).getByRole('cell').nth(1).click();
      await expect(rows.nth(1).getByRole('button', { name: 'View' })).toBeVisible();
      await expect(table.getByRole('button', { name: 'View' })).toHaveCount(1);
      await rows.nth(1).getByRole('button', { name: 'View' }).click();
      await expect(page.getByRole('dialog', { name: 'View VPN Setup Guide' })).toBeVisible();
    });
  });
});
