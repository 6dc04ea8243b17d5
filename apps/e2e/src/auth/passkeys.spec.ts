import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { createEmployee, signedInState } from './auth-flows';

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) on `page`: a platform
 * authenticator with resident keys, whose user is present and verified (a fingerprint taken).
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test.describe('passkeys', { tag: ['@auth', '@users'] }, () => {
  test('an employee adds a passkey from the profile, signs out, and signs in with it alone', async ({ browser, request }) => {
    const password = 'a passkey person password';
    const email = await createEmployee(request, 'Passkey Person', password);
    const context = await browser.newContext({ storageState: await signedInState(request, email, password) });
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(page);

    await page.goto('/main/profile');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a passkey' });
    await adding.getByLabel('Passkey name').fill('E2E laptop');
    await adding.getByRole('button', { name: 'Add passkey' }).click();

    // Adding a passkey needs a fresh proof: this session only signed in.
    const proof = page.getByRole('dialog', { name: "Confirm it's you" });
    await proof.getByLabel('Password').fill(password);
    await proof.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Passkey added' }).last()).toBeVisible();
    await expect(section.getByRole('list', { name: 'Your passkeys' })).toContainText('E2E laptop');
    await expect(section).toContainText('Never used');
    expect(await authenticator.credentials()).toHaveLength(1);
    await page.screenshot({ path: test.info().outputPath('profile-passkeys.png'), fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    // No e-mail, no password: the passkey names the employee and proves it is them.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/main\//);
    await expect(page.getByTestId('top-bar-employee')).toHaveText('Passkey Person');

    await page.goto('/main/profile');
    await expect(page.getByRole('region', { name: 'Passkeys' })).toContainText('Last used');
    await context.close();
  });
});
