import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { placeStorefrontOrder } from '../orders/storefront';
import { archiveService, createService } from '../services/services-api';

// The screen the compact density is made for: a full page of 20 rows and the pager in view.
test.use({ viewport: { width: 1440, height: 900 } });

const COMPLETED = '/main/orders/orderByStatus?status=completed';

async function openCompleted(page: Page) {
  await page.goto(COMPLETED);
  const table = page.getByRole('table', { name: 'Completed Orders' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  return table;
}

const headerWidths = (page: Page) =>
  page.locator('thead th').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));

/** A click on the dimmed page beside the dialog. */
const clickBackdrop = (page: Page) => page.mouse.click(20, 450);

test.describe('list density', { tag: ['@shell', '@orders', '@users'] }, () => {
  test('compact rows fit a page of 20 and the pager on screen, and stay chosen in this browser', async ({ page }) => {
    const table = await openCompleted(page);
    const compact = page.getByRole('button', { name: 'Compact rows' });
    await expect(compact).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Next page' })).not.toBeInViewport();

    await compact.click();
    await expect(compact).toHaveAttribute('aria-pressed', 'true');
    await expect(table.locator('tbody tr').last()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Next page' })).toBeInViewport({ ratio: 1 });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/main/users/employees/allEmployees');
    await expect(page.getByRole('table', { name: 'Employees' })).toHaveAttribute('data-density', 'compact');
  });
});

test.describe('beside the pinned sidebar', { tag: ['@shell', '@orders'] }, () => {
  test('the order queue drops its payment columns instead of wrapping or scrolling, and a compact page still fits', async ({ page }) => {
    await page.goto('/main/dashboard');
    await page.evaluate(() => {
      localStorage.setItem('sidebarPinned', 'true');
      localStorage.setItem('shopdesk.tableDensity', 'compact');
    });
    const table = await openCompleted(page);
    await expect(page.locator('#sidebar')).toBeVisible();
    const headers = table.locator('thead th');
    await expect(headers).toHaveText(['Order ID', 'Name', 'Email', 'Total', 'Service', 'Created', 'Actions']);
    const box = await table.evaluate((element) => {
      const wrap = element.parentElement as HTMLElement;
      const heights = Array.from(element.querySelectorAll('tbody tr'), (row) => row.getBoundingClientRect().height);
      return { scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth, tallest: Math.max(...heights), lowest: Math.min(...heights) };
    });
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // One line a row: no cell wraps.
    expect(box.tallest).toBe(box.lowest);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeInViewport({ ratio: 1 });

    // Unpinned, the same screen has room for every column again.
    await page.locator('#sidebar').getByRole('button', { name: 'Unpin sidebar' }).click();
    await expect(headers).toHaveText(['Order ID', 'Name', 'Email', 'Total', 'TransactionId', 'Payment Method', 'Service', 'Created', 'Actions']);
  });
});

/** The heights of the table's rows, lowest and tallest, and how tall one line of its text is. */
const rowHeights = (page: Page, name: string) =>
  page.getByRole('table', { name }).evaluate((element) => {
    const heights = Array.from(element.querySelectorAll('tbody tr'), (row) => row.getBoundingClientRect().height);
    const line = parseFloat(getComputedStyle(element.querySelector('tbody td') as HTMLElement).lineHeight);
    return { tallest: Math.max(...heights), lowest: Math.min(...heights), line };
  });

test.describe('the queue at a working density', { tag: ['@shell', '@orders'] }, () => {
  test('compact pending rows keep to one line at 1440, without an Order Status column inside its tab, 20 rows and the pager in view', async ({ page, request }) => {
    // A long name and a flag under it: what wrapped a compact row before.
    const run = (Date.now() % 46_656).toString(36);
    const service = await createService(request, { name: `Empty ${run} Long Named Secure VPN` });
    await placeStorefrontOrder(request, service, `Maximilian Alexander ${run} Montgomery-Fitzgerald`);
    await page.goto('/main/dashboard');
    await page.evaluate(() => localStorage.setItem('shopdesk.tableDensity', 'compact'));
    await page.goto('/main/orders/orderByStatus?status=pending');
    const table = page.getByRole('table', { name: 'Pending Orders' });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(table.locator('thead th')).toHaveText(['', 'Order ID', 'Name', 'Email', 'Total', 'TransactionId', 'Payment Method', 'Service', 'Created', 'Actions']);
    // Every row as tall as the others, and no taller than one line and its padding.
    const { tallest, lowest, line } = await rowHeights(page, 'Pending Orders');
    expect(tallest).toBe(lowest);
    expect(tallest).toBeLessThan(line * 2);
    await expect(table.locator('tbody tr').last()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Next page' })).toBeInViewport({ ratio: 1 });
    await archiveService(request, service._id);
  });

  test('on a phone the queue keeps who, what (under the name), how much and how long ago', async ({ page }) => {
    await page.goto('/main/orders/orderByStatus?status=pending');
    const table = page.getByRole('table', { name: 'Pending Orders' });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    const first = table.locator('tbody tr').first();
    const service = (await first.locator('td[data-field="service"]').textContent()) ?? '';
    expect(service).not.toBe('');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table.locator('thead th')).toHaveText(['', 'Name', 'Total', 'Created', 'Actions']);
    await expect(first.locator('td[data-field="name"]')).toContainText(service);
    await expect(first.locator('td[data-field="createdAt"]')).toHaveText(/^(now|\d+[mhd])$/, { useInnerText: true });
    const sideways = await table.evaluate((element) => (element.parentElement as HTMLElement).scrollWidth - (element.parentElement as HTMLElement).clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});

test.describe('paging', { tag: ['@shell', '@orders'] }, () => {
  test('keeps the column widths and goes back up to the top of the list', async ({ page }) => {
    await openCompleted(page);
    const before = await headerWidths(page);
    const firstId = await page.locator('tbody tr').first().locator('td').first().textContent();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('tbody tr').first().locator('td').first()).not.toHaveText(firstId ?? '');
    await expect(page.getByRole('heading', { name: 'Completed Orders' })).toBeInViewport();
    expect(await headerWidths(page)).toEqual(before);

    await page.getByRole('searchbox', { name: 'Search' }).fill('no order is called this');
    await expect(page.getByText('No Data Found')).toBeVisible();
    expect(await headerWidths(page)).toEqual(before);
  });
});

test.describe('closing modals', { tag: ['@shell', '@orders', '@users'] }, () => {
  test('a click on the backdrop closes a view', async ({ page }) => {
    const table = await openCompleted(page);
    await table.locator('tbody tr').first().getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'View Order' });
    await expect(view).toBeVisible();
    await clickBackdrop(page);
    await expect(view).toBeHidden();
  });

  test('a form closes on the backdrop while untouched, and asks before losing what was typed', async ({ page }) => {
    await page.goto('/main/users/employees/employeeInvites');
    const create = page.getByRole('button', { name: 'Create New Employee Invite' });
    const form = page.getByRole('dialog', { name: 'Create Employee Invite' });
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });

    await create.click();
    await expect(form).toBeVisible();
    await clickBackdrop(page);
    await expect(form).toBeHidden();

    await create.click();
    await form.getByLabel('Email').fill('someone@shop.test');
    await clickBackdrop(page);
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(form.getByLabel('Email')).toHaveValue('someone@shop.test');

    await page.keyboard.press('Escape');
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(form).toBeHidden();
    await expect(create).toBeFocused();
  });
});
