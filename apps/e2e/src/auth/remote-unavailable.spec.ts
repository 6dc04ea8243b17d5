import { expect, test } from '../../support/test';
import { E2E_ADMIN } from '../../support/constants';
import { SIGNED_OUT } from './auth-flows';

const AUTH_REMOTE_FILES = '**/mfe/auth/**';

test('when the auth remote cannot load, its section says so and the rest of the app works', { tag: '@auth' }, async ({ page }) => {
  await page.route(AUTH_REMOTE_FILES, (route) => route.abort());
  // A reset link is one auth page a signed-in employee can still open.
  await page.goto(`/auth/resetEmployeePassword/${'x'.repeat(43)}`);
  const fallback = page.getByRole('alert').filter({ hasText: 'unavailable' });
  await expect(fallback).toContainText('The Sign-in section is unavailable');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('top-bar-employee')).toHaveText(E2E_ADMIN.name);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard$/i);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test.describe('signed out', { tag: '@auth' }, () => {
  test.use({ storageState: SIGNED_OUT });

  test('Retry loads the login screen once the remote is reachable again', async ({ page }) => {
    await page.route(AUTH_REMOTE_FILES, (route) => route.abort());
    await page.goto('/auth/login');
    await expect(page.getByText('The Sign-in section is unavailable')).toBeVisible();

    await page.unroute(AUTH_REMOTE_FILES);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
