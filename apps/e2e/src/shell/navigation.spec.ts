import { signedInTitle } from '../routes/page-title';
import { expect, test } from '../../support/test';

test.describe('navigation', { tag: '@shell' }, () => {
  test('a sidebar link settles on the canonical lower-case URL, replacing the entry, and marks its section', async ({ page }) => {
    await page.goto('/main/dashboard');
    await expect(page).toHaveTitle(signedInTitle('Dashboard · Shopdesk'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.locator('#sidebar');
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/main/Orders');
    await sidebar.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/main\/orders\/dashboard$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveCount(1);
    await page.keyboard.press('Escape');

    // Back goes to the page before, not to /main/Orders (which would bounce forward again).
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/dashboard$/);
  });

  test('typed in any letter case, an address settles on the canonical one', async ({ page }) => {
    await page.goto('/main/ORDERS/orderByStatus?status=pending');
    await expect(page).toHaveURL(/\/main\/orders\/orderByStatus\?status=pending$/);
    await page.goto('/main/Users');
    await expect(page).toHaveURL(/\/main\/users\/dashboard$/);
  });

  test('the product has a favicon, an SVG served beside the page', async ({ page, request }) => {
    await page.goto('/main/dashboard');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
  });
});

test.describe('pinning the sidebar', { tag: '@shell' }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('on a wide screen it pins open beside the page, is remembered on reload, and unpins', async ({ page }) => {
    await page.goto('/main/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Pin sidebar' }).click();

    const sidebar = page.locator('#sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar-backdrop')).toHaveCount(0);
    // The page is usable beside it: its content is not covered.
    await page.getByRole('main').getByRole('link', { name: /^Users/ }).click();
    await expect(page).toHaveURL(/\/main\/users\/dashboard$/);
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(sidebar.getByRole('button', { name: 'Unpin sidebar' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Users' })).toBeVisible();

    await sidebar.getByRole('button', { name: 'Unpin sidebar' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.reload();
    await expect(sidebar).toBeHidden();
  });

  test('on a narrow screen it stays the slide-in drawer, even when pinned on a wide one', async ({ page }) => {
    await page.goto('/main/dashboard');
    await page.evaluate(() => localStorage.setItem('sidebarPinned', 'true'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const sidebar = page.locator('#sidebar');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pin sidebar' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await page.evaluate(() => localStorage.removeItem('sidebarPinned'));
  });
});
