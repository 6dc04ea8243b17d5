import { expect, test as setup } from '@playwright/test';
import { E2E_ADMIN } from '../support/constants';
import { adminStatePath, productDir } from '../support/product';

// The one shared sign-in step of each product: later tests start signed in as the seeded admin.
setup('sign in as the seeded admin', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard$/);
  await page.context().storageState({ path: adminStatePath(productDir()) });
});
