import { expect, test } from '../../support/test';
import { waitForLink } from '../../support/mailbox';
import { createEmployee, SIGNED_OUT, submitLogin } from './auth-flows';

test.use({ storageState: SIGNED_OUT });

test('forgot password: the e-mailed link sets a new password, and only the new one signs in', { tag: '@auth' }, async ({ page, request }) => {
  const oldPassword = 'the old password';
  const newPassword = 'the brand new password';
  const email = await createEmployee(request, 'Reset Tester', oldPassword);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgotPassword$/);
  // The URL changes first; until the page is drawn, 'Email' is still the login form's field.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back Login' })).toBeVisible();
  await page.getByRole('button', { name: 'resend email' }).click();
  await expect(page.getByText('If an account was found, we have sent the e-mail again.')).toBeVisible();

  const link = await waitForLink(email, '/auth/resetEmployeePassword/', since);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Recover Password' }).click();
  await expect(page.getByText('Successfully Password Changed!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await submitLogin(page, email, oldPassword);
  await expect(page.getByText('Credential Invalid!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await submitLogin(page, email, newPassword);
  await expect(page).toHaveURL(/\/main\/dashboard$/);
  await expect(page.getByTestId('top-bar-employee')).toHaveText('Reset Tester');

  // The link was single use: opening it again says so at once, with a way to ask for a new one.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out for good (the stored session is gone) before the link opens in a fresh page.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto(link);
  await expect(page).toHaveTitle('Reset Password · Shopdesk');
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired or has already been used');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgotPassword$/);
});
