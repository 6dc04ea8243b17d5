import { expect, test } from '../../support/test';
import { createEmployee, signedInState } from './auth-flows';

test.describe('my sessions', { tag: ['@auth'] }, () => {
  test('signing out everywhere else from the profile sends the other browser to the login page at once', async ({ browser, request }) => {
    const password = 'a long enough password';
    const email = await createEmployee(request, 'Two Browsers', password);

    const elsewhere = await browser.newContext({ storageState: await signedInState(request, email, password) });
    const there = await elsewhere.newPage();
    await there.goto('/main/orders/orderByStatus?status=pending');
    await expect(there.locator('[data-live="live"]')).toBeVisible();

    const mine = await browser.newContext({ storageState: await signedInState(request, email, password) });
    const here = await mine.newPage();
    await here.goto('/main/dashboard');
    await here.getByRole('button', { name: 'Open menu' }).click();
    await here.getByRole('link', { name: /^Two Browsers.*your profile$/ }).click();
    await expect(here).toHaveURL(/\/main\/users\/profile$/);
    const sessions = here.getByRole('list', { name: 'Your sessions' });
    // Registering opened one, and each browser signed in once.
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);

    await here.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await here.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(here.getByRole('alert').filter({ hasText: 'Signed out 2 other sessions' })).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    await expect(there).toHaveURL(/\/auth\/login/);
    await expect(there.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
    await here.reload();
    await expect(here.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await Promise.all([elsewhere.close(), mine.close()]);
  });
});
