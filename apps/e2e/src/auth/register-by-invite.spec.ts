import { expect, test } from '../../support/test';
import { freshEmail, inviteAndGetLink, SIGNED_OUT } from './auth-flows';

test.use({ storageState: SIGNED_OUT });

test('an invited colleague opens the e-mailed link, registers and lands signed in', { tag: '@auth' }, async ({ page, request }) => {
  const email = freshEmail('invitee');
  const link = await inviteAndGetLink(request, email);

  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).not.toBeEditable();

  await page.getByLabel('Name').fill('Nadia Invitee');
  await page.getByLabel('Password', { exact: true }).fill('a long enough password');
  await page.getByLabel('Confirm Password').fill('a different password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords Do Not Match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Successfully registered!')).toBeVisible();
  await expect(page).toHaveURL(/\/main\/dashboard$/);
  await expect(page.getByTestId('top-bar-employee')).toHaveText('Nadia Invitee');

  // The invite is single use: the same link now says so, with no form.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto(link);
  await expect(page.getByText('This invitation link has expired or has already been used')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
