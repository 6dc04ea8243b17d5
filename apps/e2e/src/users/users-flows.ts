import { type Page } from '@playwright/test';
import { expect } from '../../support/test';
import { waitForLink } from '../../support/mailbox';

/** Opens the invites list, searched for `email` when given, and answers its table. */
export async function openInvites(page: Page, email?: string) {
  const search = email ? `?search=${encodeURIComponent(email)}` : '';
  await page.goto(`/main/users/employees/employeeInvites${search}`);
  await expect(page.getByRole('heading', { name: 'Employee Invites' })).toBeVisible();
  return page.getByRole('table', { name: 'Employee Invites' });
}

/** Opens the employees list, searched for `text` when given, and answers its table. */
export async function openEmployees(page: Page, text?: string) {
  const search = text ? `?search=${encodeURIComponent(text)}` : '';
  await page.goto(`/main/users/employees/allEmployees${search}`);
  await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
  return page.getByRole('table', { name: 'Employees' });
}

/** Invites `email` (at `level`, a label of the Level select, when given) through the Create Employee Invite modal and answers the register link it delivered. */
export async function inviteFromScreen(page: Page, email: string, level?: 'Agent' | 'Manager' | 'Owner'): Promise<string> {
  await openInvites(page);
  const since = Date.now();
  await page.getByRole('button', { name: 'Create New Employee Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Employee Invite' });
  await dialog.getByLabel('Email').fill(email);
  if (level) await dialog.getByLabel('Level').selectOption({ label: level });
  await dialog.getByRole('button', { name: 'Create Employee Invite' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invite sent' })).toBeVisible();
  await expect(dialog).toBeHidden();
  return waitForLink(email, '/auth/register/', since);
}

/** Confirms `action` ('Resend' or 'Revoke') on the invite row of `email`, and waits for the toast. */
export async function confirmInviteAction(page: Page, email: string, action: 'Resend' | 'Revoke', done: string) {
  const table = await openInvites(page, email);
  await table.locator('tbody tr').filter({ hasText: email }).getByRole('button', { name: action }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: action }).click();
  await expect(page.getByRole('alert').filter({ hasText: done })).toBeVisible();
}

/** Registers on an invite's register page; the page lands signed in on the dashboard. */
export async function registerByLink(page: Page, link: string, name: string, password: string) {
  await page.goto(link);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard$/);
}

/** What an invite link says once revoked, replaced, used or expired. */
export const DEAD_LINK = 'This invitation link has expired or has already been used';
