import { expect, test } from '../../support/test';
import { freshEmail, SIGNED_OUT, submitLogin } from '../auth/auth-flows';
import { waitForLink } from '../../support/mailbox';
import { confirmInviteAction, DEAD_LINK, inviteFromScreen, openInvites, registerByLink } from './users-flows';

const PASSWORD = 'a long enough password';

test.describe('employee invites', { tag: ['@users', '@auth'] }, () => {
  test('an e-mail invited from the screen registers by the delivered link and signs in', async ({ page, browser }) => {
    const email = freshEmail('screen-invitee');
    const link = await inviteFromScreen(page, email);
    const row = (await openInvites(page, email)).locator('tbody tr').filter({ hasText: email });
    await expect(row).toContainText('Admin');
    await expect(row).toContainText(/Expires/);

    const invitee = await browser.newContext({ storageState: SIGNED_OUT });
    const theirs = await invitee.newPage();
    await registerByLink(theirs, link, 'Screen Invitee', PASSWORD);
    await theirs.getByRole('button', { name: 'Open menu' }).click();
    await theirs.getByRole('button', { name: 'Logout' }).click();
    await expect(theirs).toHaveURL(/\/auth\/login$/);
    await submitLogin(theirs, email, PASSWORD);
    await expect(theirs).toHaveURL(/\/main\/dashboard$/);
    await expect(theirs.getByTestId('top-bar-employee')).toHaveText('Screen Invitee');
    await invitee.close();

    await openInvites(page, email);
    await expect(row).toContainText(/Used/);
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test("an e-mail with an open invite gets the server's message at the field", async ({ page }) => {
    const email = freshEmail('twice');
    await inviteFromScreen(page, email);
    await page.getByRole('button', { name: 'Create New Employee Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Employee Invite' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Create Employee Invite' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(/already has an open invite/)).toBeVisible();
  });

  test('a revoked invite’s link is refused', async ({ page, browser }) => {
    const email = freshEmail('revoked');
    const link = await inviteFromScreen(page, email);
    await confirmInviteAction(page, email, 'Revoke', 'Invite revoked');
    await expect((await openInvites(page, email)).locator('tbody tr').filter({ hasText: email })).toContainText(/Revoked/);

    const visitor = await browser.newContext({ storageState: SIGNED_OUT });
    const theirs = await visitor.newPage();
    await theirs.goto(link);
    await expect(theirs.getByText(DEAD_LINK)).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
    await visitor.close();
  });

  test('a resent invite’s new link works and the old one does not', async ({ page, browser }) => {
    const email = freshEmail('resent');
    const oldLink = await inviteFromScreen(page, email);
    const since = Date.now();
    await confirmInviteAction(page, email, 'Resend', 'Invite sent again');
    const newLink = await waitForLink(email, '/auth/register/', since);
    expect(newLink).not.toBe(oldLink);

    const visitor = await browser.newContext({ storageState: SIGNED_OUT });
    const theirs = await visitor.newPage();
    await theirs.goto(oldLink);
    await expect(theirs.getByText(DEAD_LINK)).toBeVisible();
    await registerByLink(theirs, newLink, 'Resent Invitee', PASSWORD);
    await visitor.close();
  });
});
