import { expect, test as setup } from '@playwright/test';
import { api } from '@shopdesk/contracts';
import { E2E_ADMIN } from '../support/constants';
import { adminStatePath, productDir } from '../support/product';

// The one shared sign-in step of each product: later tests start signed in as the seeded admin.
setup('sign in as the seeded admin', async ({ page, request }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // A new shop requires two-factor sign-in of owners and managers, after a grace period: the
  // seeded owner is offered the set-up first and puts it off.
  await expect(page).toHaveURL(/\/auth\/twoFactor$/);
  await page.getByRole('button', { name: 'Remind me later' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard$/);

  // The specs sign employees in and out all day: this shop asks nobody for a second factor (the
  // policy's own spec, auth/two-factor-policy.spec.ts, sets one and puts this back).
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('employee') ?? '{}') as { token?: string }).token);
  const headers = { Authorization: `Bearer ${token}` };
  const proof = await request.post(api.account.confirmIdentity.path, { data: { password: E2E_ADMIN.password }, headers });
  expect(proof.status(), await proof.text()).toBe(200);
  const policy = await request.patch(api.settings.updateSecuritySettings.path, { data: { twoFactorRequiredFor: 'nobody', graceDays: 14 }, headers });
  expect(policy.status(), await policy.text()).toBe(200);
  await page.context().storageState({ path: adminStatePath(productDir()) });
});
