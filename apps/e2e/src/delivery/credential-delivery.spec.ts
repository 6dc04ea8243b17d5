import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { readFileSync } from 'node:fs';
import type { Service, SingleOrder } from '@shopdesk/contracts';
import { waitForMailWith } from '../../support/mailbox';
import { expectDialogAccessible } from '../accessibility/modal-checks';
import { EDIT_ORDER, openList } from '../orders/order-screens';
import { archiveService, createCredentials, createService, credentialPassword } from '../services/services-api';
import { availableCredentials, completeOrder, listedService, pendingOrder, singleOrder } from './delivery-api';

/** A unique mark for this run's services and imported credentials. */
const run = `imp${Date.now().toString(36)}`;
const userId = (n: number) => `${run}-${String(n).padStart(2, '0')}`;

/** 20 pasted lines: 17 credentials, two of them repeated, and one line without a password. */
const PASTED = [
  ...Array.from({ length: 17 }, (_, i) => `${userId(i + 1)},pw-${userId(i + 1)}`),
  `${userId(3)},pw-again`,
  `${userId(7)}:pw-${userId(7)}`,
  `${run}-broken,`,
].join('\n');

let made = 0;

/**
 * A stock-delivered VPN of the calling test's own, with no credentials and no orders yet: its figures
 * are that test's alone, and with no sales its low-stock threshold is the minimum (5). A test leaves
 * it with 5 or more available, or archives it: no later test finds its lists crowded with low stock.
 */
const ownService = (request: APIRequestContext, fields: { serial?: number } = {}) =>
  createService(request, { name: `Delivery ${run}-${++made} VPN`, ...fields });

async function completeFromQueue(page: Page, order: SingleOrder) {
  const table = await openList(page, 'pending', order.order._id);
  await table.locator('tbody tr').first().getByRole('button', { name: EDIT_ORDER, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByRole('button', { name: 'Complete order', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Successfully updated!' }).last()).toBeVisible();
}

async function openOrderView(page: Page, order: SingleOrder) {
  const table = await openList(page, 'completed', order.order._id);
  await table.locator('tbody tr').first().getByRole('button', { name: 'View' }).click();
  return page.getByRole('dialog', { name: 'View Order' });
}

async function stockCell(page: Page, service: Service) {
  await page.goto(`/main/services/service?type=${service.type}&search=${encodeURIComponent(service.name)}`);
  const row = page.getByRole('table').locator('tbody tr', { hasText: service.name }).first();
  await expect(row).toBeVisible();
  return row;
}

test.describe('credential delivery', { tag: ['@orders', '@services'] }, () => {
  test('imports a pasted block: the preview sorts the lines, the new ones go in on confirm', async ({ page, request }) => {
    const service = await ownService(request);

    await page.goto(`/main/services/serviceCredentials/${service._id}`);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import credentials' });
    await dialog.getByLabel('Credentials').fill(PASTED);
    await dialog.getByRole('button', { name: 'Preview' }).click();

    await expect(dialog.getByRole('heading', { name: 'New (17)' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Duplicates in this batch (2)' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Already in stock (0)' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Malformed (1)' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: /^Line 20: / })).toBeVisible();
    await expectDialogAccessible(page, 'Import credentials', 'Import credentials, preview');
    await page.screenshot({ path: screenshotPath('import-preview') });

    await dialog.getByRole('button', { name: 'Import 17 credentials' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '17 credentials imported' }).last()).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await availableCredentials(request, service._id)).toHaveLength(17);

    const row = await stockCell(page, service);
    await expect(row).toContainText('17 available');
    await expect(row).not.toContainText('Low');
  });

  test('completing an order claims a credential, shows it in the order view and e-mails it', async ({ page, request }) => {
    const service = await ownService(request);
    await createCredentials(request, service, service.slug, 6);
    const order = await pendingOrder(request, service);
    const since = Date.now();
    await completeFromQueue(page, order);

    const [delivery] = (await singleOrder(request, order.order._id)).deliveries;
    expect(delivery.credential.userId).toMatch(new RegExp(`^${service.slug}-`));
    const password = credentialPassword(delivery.credential.userId as string);
    const mail = await waitForMailWith(order.order.email, [service.name, delivery.credential.userId as string, password], since);
    expect(mail).toContain('/uploads/');

    const dialog = await openOrderView(page, order);
    const delivered = dialog.getByRole('region', { name: 'Delivered credentials' });
    await expect(delivered).toContainText(delivery.credential.userId as string);
    await expect(delivered).toContainText(/Sent /);
    await expect(delivered).not.toContainText(password);
    await delivered.getByRole('button', { name: /show password/i }).click();
    await expect(delivered).toContainText(password);
    await expectDialogAccessible(page, 'View Order', 'View Order, delivered credentials');
    await page.screenshot({ path: screenshotPath('order-view-delivered') });
    expect(await availableCredentials(request, service._id)).toHaveLength(5);
  });

  test('replacing a delivered credential marks the old one bad and e-mails another', async ({ page, request }) => {
    const service = await ownService(request);
    await createCredentials(request, service, service.slug, 7);
    const order = await pendingOrder(request, service);
    await completeOrder(request, order.order._id);
    const [first] = (await singleOrder(request, order.order._id)).deliveries;
    const since = Date.now();
    const dialog = await openOrderView(page, order);
    await dialog.getByRole('button', { name: 'Replace credential' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace credential' });
    await replace.getByRole('button', { name: 'Replace' }).click();
    await expect(replace.getByText('Reason is required')).toBeVisible();
    await expectDialogAccessible(page, 'Replace credential', 'Replace credential, reason missing');
    await replace.getByLabel('Reason').fill('Customer reports the login is refused');
    await replace.getByRole('button', { name: 'Replace' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Credential replaced' }).last()).toBeVisible();

    const deliveries = (await singleOrder(request, order.order._id)).deliveries;
    expect(deliveries).toHaveLength(2);
    const second = deliveries.find((d) => d.replacedAt === null);
    expect(second?.credential._id).not.toBe(first.credential._id);
    await waitForMailWith(order.order.email, [second?.credential.userId as string], since);

    const delivered = page.getByRole('dialog', { name: 'View Order' }).getByRole('region', { name: 'Delivered credentials' });
    await expect(delivered).toContainText('Customer reports the login is refused');
    await expect(delivered).toContainText(second?.credential.userId as string);

    await page.goto(`/main/services/serviceCredentials/${service._id}?search=${first.credential.userId}`);
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('Bad');
    expect(await availableCredentials(request, service._id)).toHaveLength(5);

    // The stock report says the same, and holds no password.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${service.slug}-credentials.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(`${first.credential.userId},Bad,${order.order.email},`);
    expect(csv).not.toContain(credentialPassword(first.credential.userId as string));
  });

  test('the Low badge appears when a completion takes the stock under the threshold', async ({ page, request }) => {
    // Serial 0: first in the catalogue's order, so the dashboard's card (the first five low services) shows it.
    const service = await ownService(request, { serial: 0 });
    await createCredentials(request, service, service.slug, 5);
    const order = await pendingOrder(request, service);
    const before = await listedService(request, service._id);
    // The threshold is the larger of the minimum (5) and a week of recent demand: one unit ordered keeps it at 5.
    expect(before.stock, 'the threshold is above the minimum of 5').toEqual({ available: 5, low: false });
    await expect(await stockCell(page, service)).not.toContainText('Low');

    await completeFromQueue(page, order);
    const row = await stockCell(page, service);
    await expect(row).toContainText('4 available');
    await expect(row).toContainText('Low');
    await page.getByLabel('Low stock only').check();
    await expect(page.getByRole('table').locator('tbody tr', { hasText: service.name })).toBeVisible();
    await page.screenshot({ path: screenshotPath('services-low-stock') });

    await page.goto('/main/dashboard');
    const summary = page.getByRole('region', { name: 'Services', exact: true });
    await expect(summary).toContainText('Low stock');
    await expect(summary).toContainText(service.name);
    await page.screenshot({ path: screenshotPath('dashboard-low-stock'), fullPage: true });
    // Out of the active lists again: later specs find the first active VPN and the card as before.
    await archiveService(request, service._id);
  });
});

/** Where this run's screenshots of the delivery screens go (test results; docs/screenshots is `npm run screenshots`'). */
function screenshotPath(name: string): string {
  return test.info().outputPath(`${name}.png`);
}
