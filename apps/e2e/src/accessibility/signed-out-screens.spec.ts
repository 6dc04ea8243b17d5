import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { api } from '@shopdesk/contracts';
import { waitForLink } from '../../support/mailbox';
import { createEmployee, freshEmail, inviteAndGetLink, SIGNED_OUT } from '../auth/auth-flows';
import { DARK_BACKGROUND, pageBackground } from '../appearance/backgrounds';
import { expectAccessible } from './axe';

test.use({ storageState: SIGNED_OUT });

/** A token of the right shape that no invite or reset has. */
const UNKNOWN_TOKEN = 'a11y-no-such-token-0000000000';

/** The screen passes axe light, and dark once the system's scheme is switched under it. */
async function expectScreenAccessible(page: Page, screen: string, heading: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expectAccessible(page, screen);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
  await expectAccessible(page, `${screen} (dark)`, { coloursOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the sign-in screens have no serious or critical accessibility violations', { tag: '@auth' }, async ({ page }) => {
  await page.goto('/auth/login');
  await expectScreenAccessible(page, 'login', 'Sign in');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectAccessible(page, 'login, with field errors');

  await page.goto('/auth/forgotPassword');
  await expectScreenAccessible(page, 'forgot password', 'Forgot your password?');
  await page.getByLabel('Email').fill(freshEmail('nobody'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectScreenAccessible(page, 'forgot password, e-mail sent', 'Check your email');

  await page.goto('/auth/emailVerification');
  await expectScreenAccessible(page, 'email verification', 'Verify your email');

  await page.goto('/nowhere');
  await expectScreenAccessible(page, 'not found, signed out', 'Page not found');
});

test('the reset password page, with a live and a dead token, has no serious or critical accessibility violations', { tag: '@auth' }, async ({ page, request }) => {
  const email = await createEmployee(request, 'Accessible Reset', 'an old enough password');
  const since = Date.now();
  const response = await request.post(api.auth.forgotPassword.path, { data: { email } });
  expect(response.status(), await response.text()).toBe(200);
  const link = await waitForLink(email, '/auth/resetEmployeePassword/', since);

  await page.goto(link);
  await expectScreenAccessible(page, 'reset password', 'Reset your password');
  await page.goto(`/auth/resetEmployeePassword/${UNKNOWN_TOKEN}`);
  await expectScreenAccessible(page, 'reset password, dead link', 'Reset link unavailable');
});

test('the register page, with a live and a dead invite, has no serious or critical accessibility violations', { tag: '@auth' }, async ({ page, request }) => {
  const link = await inviteAndGetLink(request, freshEmail('accessible-invitee'));

  await page.goto(link);
  await expect(page.getByLabel('Name')).toBeVisible();
  await expectScreenAccessible(page, 'register', 'Create your account');
  await page.goto(`/auth/register/${UNKNOWN_TOKEN}`);
  await expectScreenAccessible(page, 'register, dead link', 'Invitation unavailable');
});
