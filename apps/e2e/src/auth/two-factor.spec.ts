import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { Secret, TOTP } from 'otpauth';
import { createEmployee, signedInState, SIGNED_OUT, submitLogin } from './auth-flows';

/** The code an authenticator app shows for `key` (as the page prints it, in groups), `offset` ms from now. */
const codeFor = (key: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset });

async function setUpApp(page: Page): Promise<string> {
  await page.goto('/main/profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await section.locator('code').first().textContent()) as string;
  await section.getByLabel('Code from the app').fill(codeFor(key));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(codes).toBeVisible();
  await expect(codes.getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)).toHaveCount(10);
  await codes.getByRole('button', { name: 'Done' }).click();
  await expect(section).toContainText('Recovery codes left: 10');
  return key;
}

test.describe('two-factor sign-in', { tag: ['@auth'] }, () => {
  test('an employee sets up an authenticator app from the QR key, then signs in with its code', async ({ browser, request }) => {
    const password = 'a long enough password';
    const email = await createEmployee(request, 'Careful Colleague', password);
    const context = await browser.newContext({ storageState: await signedInState(request, email, password) });
    const page = await context.newPage();
    const key = await setUpApp(page);

    const fresh = await browser.newContext({ storageState: SIGNED_OUT });
    const login = await fresh.newPage();
    await login.goto('/auth/login');
    await submitLogin(login, email, password);
    await expect(login.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(login).toHaveURL(/\/auth\/login$/);
    // The code of the next time step: the one of this step was taken by the set-up.
    await login.getByLabel('Authentication code').fill(codeFor(key, 30_000));
    await login.getByRole('button', { name: 'Verify' }).click();
    await expect(login).toHaveURL(/\/main\/dashboard$/);
    await expect(login.getByTestId('top-bar-employee')).toHaveText('Careful Colleague');
    await Promise.all([context.close(), fresh.close()]);
  });
});
