import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { api, type OrdersDashboard } from '@shopdesk/contracts';
import { adminToken } from '../../support/product';

/** A string only uPlot's code holds (its device-pixel-ratio event), to tell its chunk from the others. */
const UPLOT_MARK = 'dppxchange';

/** Notes whether any script the orders remote has sent the page so far is uPlot (once every body is read). */
function watchForUplot(page: Page): { seen: () => Promise<boolean> } {
  const checks: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (!/\/mfe\/orders\/.+\.js$/.test(new URL(response.url()).pathname)) return;
    checks.push(response.text().then((body) => body.includes(UPLOT_MARK), () => false));
  });
  return { seen: async () => (await Promise.all(checks)).some(Boolean) };
}

test.describe("the dashboard's chart", { tag: ['@shell', '@orders'] }, () => {
  test('draws the 30 days of the demo data on a canvas, labelled in words, the figures under the cursor', async ({ page, request }) => {
    const response = await request.get(api.orders.getOrdersDashboard.path, {
      headers: { Authorization: `Bearer ${adminToken()}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { days } = ((await response.json()) as { data: OrdersDashboard }).data;
    expect(days).toHaveLength(30);
    const orders = days.reduce((sum, day) => sum + day.orders, 0);
    expect(orders).toBeGreaterThan(0);

    await page.goto('/main/dashboard');
    const panel = page.getByRole('region', { name: 'Orders and revenue, last 30 days' });
    const chart = panel.getByRole('img', { name: /over the last 30 days/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(new RegExp(`: ${orders} orders?, \\$[\\d,]+\\.\\d{2} revenue`));

    const canvas = chart.locator('canvas');
    await expect(canvas).toBeVisible();
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.height).toBeGreaterThan(150);

    // The period's totals until the cursor is on a day, then that day's figures.
    await expect(panel.getByText('Last 30 days', { exact: true })).toBeVisible();
    // uPlot follows the pointer on its plot area's overlay, which lies over the canvas.
    await chart.locator('.u-over').hover();
    // (The readout's day is bold; the table's days are row headers, hidden.)
    await expect(panel.locator('strong', { hasText: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/ })).toBeVisible();
    await expect(panel.getByText('Last 30 days', { exact: true })).toBeHidden();

    // The same figures, a row a day, for screen readers.
    await expect(panel.getByRole('table', { name: /Orders, revenue \(after refunds\) and refunds per day/ }).getByRole('row')).toHaveCount(31);
  });

  test("fits a phone's screen: the canvas inside the panel, nothing wider than the page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/main/dashboard');
    const panel = page.getByRole('region', { name: 'Orders and revenue, last 30 days' });
    const canvas = panel.getByRole('img', { name: /over the last 30 days/ }).locator('canvas');
    await expect(canvas).toBeVisible();

    const [panelBox, canvasBox] = await Promise.all([panel.boundingBox(), canvas.boundingBox()]);
    expect(canvasBox?.width).toBeGreaterThan(200);
    expect((canvasBox?.x ?? 0) + (canvasBox?.width ?? 0)).toBeLessThanOrEqual((panelBox?.x ?? 0) + (panelBox?.width ?? 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("uPlot loads with the dashboard's chart, never with the order queue", async ({ page }) => {
    const uplot = watchForUplot(page);
    await page.goto('/main/orders/orderByStatus?status=pending');
    await expect(page.locator('tbody tr').first().getByRole('cell').nth(1)).not.toBeEmpty();
    expect(await uplot.seen()).toBe(false);

    await page.goto('/main/dashboard');
    await expect(page.getByRole('img', { name: /over the last 30 days/ }).locator('canvas')).toBeVisible();
    expect(await uplot.seen()).toBe(true);
  });
});
