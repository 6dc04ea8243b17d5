import { expect, test } from '../../support/test';
import { E2E_ADMIN } from '../../support/constants';
import { SIGNED_OUT, submitLogin } from './auth-flows';

test.describe('signing in and out', { tag: '@auth' }, () => {
  test.use({ storageState: SIGNED_OUT });

  test('signs in with the seeded employee, keeps the session on reload, and logs out', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/main/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);

    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByText('Successfully Logged in!')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/dashboard$/);
    await expect(page.getByTestId('top-bar-employee')).toHaveText(E2E_ADMIN.name);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('top-bar-employee')).toHaveText(E2E_ADMIN.name);

    // Signed in, the login screen sends you on to the dashboard.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/main\/dashboard$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByTestId('top-bar-employee')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('employee'))).toBeNull();

    await page.goto('/main/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("refuses a wrong password with 'Credential Invalid!' and stays signed out", async ({ page }) => {
    await page.goto('/auth/login');
    await submitLogin(page, E2E_ADMIN.email, 'not-the-password');
    await expect(page.getByText('Credential Invalid!')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page.getByTestId('top-bar-employee')).toHaveCount(0);
  });
});
