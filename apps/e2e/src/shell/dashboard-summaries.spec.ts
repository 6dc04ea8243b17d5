import { expect, test } from '../../support/test';
import { api } from '@shopdesk/contracts';
import { adminToken } from '../../support/product';
import { apiCounts } from '../orders/orders-api';
import { expectDashboardCounts, statusCard } from '../orders/order-screens';

const ORDERS_REMOTE_FILES = '**/mfe/orders/**';

test.describe('the dashboard', { tag: ['@shell', '@orders'] }, () => {
  test("shows the orders remote's summary: the API's counts, each card opening its list", async ({ page, request }) => {
    const counts = await apiCounts(request);
    await page.goto('/main/dashboard');
    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    await expect(orders).toBeVisible();
    await expectDashboardCounts(page, counts);

    await statusCard(page, 'pending').click();
    await expect(page).toHaveURL(/\/main\/orders\/orderByStatus\?status=pending$/);
    await expect(page.getByRole('heading', { name: 'Pending Orders' })).toBeVisible();
  });

  test('when the orders remote is down only its summary says so, and Retry brings it back', async ({ page, request }) => {
    const counts = await apiCounts(request);
    await page.route(ORDERS_REMOTE_FILES, (route) => route.abort());
    await page.goto('/main/dashboard');

    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    await expect(orders).toContainText('The Orders section is unavailable');
    // The rest of the page works: the section links are there and lead on.
    await expect(page.getByRole('link', { name: /^Services/ })).toBeVisible();

    await page.unroute(ORDERS_REMOTE_FILES);
    await orders.getByRole('button', { name: 'Retry' }).click();
    await expectDashboardCounts(page, counts);
  });
});

test("the dashboard shows the services remote's summary: active services by type and the credentials left", { tag: ['@shell', '@services'] }, async ({ page, request }) => {
  const filters = JSON.stringify({ isActive: true, isUsed: false });
  const response = await request.get(`${api.serviceCredentials.getServiceCredentialWithQuery.path}?limit=1&filters=${encodeURIComponent(filters)}`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  expect(response.status()).toBe(200);
  const available = ((await response.json()) as { data: { totalItems: number } }).data.totalItems;
  expect(available).toBeGreaterThan(0);

  await page.goto('/main/dashboard');
  const services = page.getByRole('region', { name: 'Services', exact: true });
  await expect(services.getByRole('link', { name: /^VPN/ })).toContainText(/\d+ active services?/);
  await expect(services.getByRole('link', { name: /^Available credentials/ })).toContainText(`${available} ready to hand out`);
});
