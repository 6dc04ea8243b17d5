import { type Page } from '@playwright/test';
import { api } from '@shopdesk/contracts';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../../support/test';
import { adminToken } from '../../support/product';
import { createEmployee, SIGNED_OUT, submitLogin } from './auth-flows';

const codeFor = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

async function savePolicy(page: Page, requireFor: 'Nobody' | 'Owners and managers' | 'Everyone', graceDays: string) {
  await page.goto('/main/users/security');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByLabel('Require two-factor for').selectOption(requireFor);
  await card.getByLabel('Grace period (days)').fill(graceDays);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Security settings saved' }).last()).toBeVisible();
}

test.describe("the shop's two-factor policy", { tag: ['@auth', '@users'] }, () => {
  test.afterEach(async ({ request }) => {
    // The other specs sign employees in without a second factor: the setup's policy goes back.
    const response = await request.patch(api.settings.updateSecuritySettings.path, {
      data: { twoFactorRequiredFor: 'nobody', graceDays: 14 },
      headers: { Authorization: `Bearer ${adminToken()}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  });

  test('an owner requires it of everyone at once; an agent signing in must set up an app before anything else', async ({ browser, page, request }) => {
    const password = 'an agent password long enough';
    const email = await createEmployee(request, 'Policy Agent', password);
    await savePolicy(page, 'Everyone', '0');
    await expect(page.getByText(/of \d+ active employees have two-factor sign-in on/)).toBeVisible();

    const context = await browser.newContext({ storageState: SIGNED_OUT });
    const agent = await context.newPage();
    await agent.goto('/auth/login');
    await submitLogin(agent, email, password);
    await expect(agent).toHaveURL(/\/auth\/twoFactor$/);
    await expect(agent.getByText('Your shop requires two-factor sign-in for your account. Set it up to go on.')).toBeVisible();
    await expect(agent.getByRole('button', { name: 'Remind me later' })).toHaveCount(0);

    // Nothing else works meanwhile: the orders page sends the agent back here.
    await agent.goto('/main/orders');
    await expect(agent).toHaveURL(/\/auth\/twoFactor$/);

    await agent.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = (await agent.locator('code').first().textContent()) as string;
    await agent.getByLabel('Code from the app').fill(codeFor(key));
    await agent.getByRole('button', { name: 'Turn on' }).click();
    const codes = agent.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect(codes.getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)).toHaveCount(10);
    await codes.getByRole('button', { name: 'Done' }).click();
    // On into the shop, which now answers the agent.
    await expect(agent).toHaveURL(/\/main\/(orders\/)?dashboard$/);
    await agent.goto('/main/orders/dashboard');
    await expect(agent.getByRole('link', { name: /Pending/ }).first()).toBeVisible();
    await context.close();
  });
});
