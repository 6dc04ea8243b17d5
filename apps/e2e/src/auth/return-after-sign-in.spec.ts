import { expect, test } from '../../support/test';
import { E2E_ADMIN } from '../../support/constants';
import { SIGNED_OUT, submitLogin } from './auth-flows';

test.describe('signing in returns you where you were going', { tag: '@auth' }, () => {
  test.use({ storageState: SIGNED_OUT });

  test('a signed-out deep link, then signing in, lands on that link, query and all', async ({ page }) => {
    await page.goto('/main/orders/orderByStatus?status=completed&page=2');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page).toHaveTitle('Login · Shopdesk');
    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/main\/orders\/orderByStatus\?status=completed&page=2$/);
    await expect(page.getByRole('heading', { name: 'Completed Orders' })).toBeVisible();
  });

  test('a sign-in with nowhere to return to goes to the dashboard', async ({ page }) => {
    await page.goto('/auth/login');
    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/main\/dashboard$/);
  });
});
