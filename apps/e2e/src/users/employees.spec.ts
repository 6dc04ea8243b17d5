import { expect, test } from '../../support/test';
import { E2E_ADMIN } from '../../support/constants';
import { createEmployee, freshEmail, signedInState } from '../auth/auth-flows';
import { inviteFromScreen, openEmployees, openInvites } from './users-flows';

test.describe('employees', { tag: '@users' }, () => {
  test('archiving an employee sends their next action to the login page', async ({ page, browser, request }) => {
    const password = 'a long enough password';
    const email = await createEmployee(request, 'Leaving Employee', password);
    const leaver = await browser.newContext({ storageState: await signedInState(request, email, password) });
    const theirs = await leaver.newPage();
    await theirs.goto('/main/dashboard');
    await expect(theirs.getByTestId('top-bar-employee')).toHaveText('Leaving Employee');

    const table = await openEmployees(page, email);
    const row = table.locator('tbody tr').filter({ hasText: email });
    await expect(row).toContainText('Leaving Employee');
    await row.getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('Do you want to archive "Leaving Employee"?');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully updated!' })).toBeVisible();
    await expect(row).toHaveCount(0);

    // Their next action needs the server, which no longer takes their session.
    await theirs.getByRole('link', { name: /^Employees/ }).first().click();
    await expect(theirs).toHaveURL(/\/auth\/login/);
    await leaver.close();
  });

  test('your own row cannot be archived, and says why', async ({ page }) => {
    const table = await openEmployees(page, E2E_ADMIN.email);
    const own = table.locator('tbody tr').filter({ hasText: E2E_ADMIN.email });
    await expect(own.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
    const refused = own.getByRole('button', { name: 'You cannot archive your own account' });
    await expect(refused).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for an aria-disabled button to be enabled; force the click a user can still make.
    await refused.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('on a portrait phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the employees and invites lists show row actions only for the selected row or after its toggle', async ({ page, request }) => {
      await createEmployee(request, 'Portrait Colleague', 'a long enough password');
      await inviteFromScreen(page, freshEmail('portrait-a'));
      await inviteFromScreen(page, freshEmail('portrait-b'));
      const lists = [
        { open: () => openEmployees(page), action: 'View' },
        { open: () => openInvites(page), action: 'Revoke' },
      ];
      for (const { open, action } of lists) {
        const table = await open();
        const rows = table.locator('tbody tr');
        await expect(rows.nth(1)).toBeVisible();
        await expect(table.getByRole('button', { name: action, exact: true })).toHaveCount(0);
        await rows.first().getByRole('button', { name: 'Show actions' }).click();
        await expect(rows.first().getByRole('button', { name: action, exact: true })).toBeVisible();
        await expect(rows.nth(1).getByRole('button', { name: action, exact: true })).toHaveCount(0);
      }
    });
  });
});
