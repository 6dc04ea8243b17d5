import { expect, test } from '../../support/test';
import { E2E_ADMIN } from '../../support/constants';
import { createCredentials, credentialPassword, firstActiveService } from '../services/services-api';
import { SIGNED_OUT, submitLogin } from './auth-flows';

const run = `reauth${Date.now().toString(36)}`;

test.describe('confirm it is you', { tag: ['@auth', '@services'] }, () => {
  test("revealing a stock password in a new session asks for the password once, then shows it", async ({ browser, request }) => {
    const service = await firstActiveService(request, 'vpn');
    await createCredentials(request, service, run, 1);
    const userId = `${run}-01`;

    // A session of its own, just signed in: it has proved nothing since.
    const context = await browser.newContext({ storageState: SIGNED_OUT });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/main\/dashboard$/);

    await page.goto(`/main/services/serviceCredentials/${service._id}?search=${userId}`);
    const table = page.getByRole('table', { name: `${service.name} Credentials` });
    await table.locator('tbody tr').first().getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'View Service Credential' });
    await view.getByRole('button', { name: 'Show password' }).click();

    const proof = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(proof).toBeVisible();
    await expect(view).not.toContainText(credentialPassword(userId));
    await proof.getByLabel('Password').fill('not the password');
    await proof.getByRole('button', { name: 'Confirm' }).click();
    await expect(proof.getByText('This is not your current password').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('confirm-its-you.png') });

    await proof.getByLabel('Password').fill(E2E_ADMIN.password);
    await proof.getByRole('button', { name: 'Confirm' }).click();
    await expect(proof).toBeHidden();
    await expect(view).toContainText(credentialPassword(userId));

    // Within the ten minutes the next reveal goes straight through.
    await view.getByRole('button', { name: 'Hide password' }).click();
    await view.getByRole('button', { name: 'Show password' }).click();
    await expect(view).toContainText(credentialPassword(userId));
    await expect(proof).toBeHidden();
    await context.close();
  });
});
