import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { api, type Level } from '@shopdesk/contracts';
import { waitForLink } from '../../support/mailbox';
import { adminToken } from '../../support/product';

/** A browser with nobody signed in (the project's default is the seeded admin's stored state). */
export const SIGNED_OUT = { cookies: [], origins: [] };

let count = 0;
/** An address no other test uses, on this run's database. */
export const freshEmail = (who: string) => `${who}-${Date.now()}-${(count += 1)}@shopdesk.test`;

/** Invites `email` as the admin (an agent unless `level` says), through the API, and answers the register link of the delivered e-mail. */
export async function inviteAndGetLink(request: APIRequestContext, email: string, level?: Level): Promise<string> {
  const since = Date.now();
  const response = await request.post(api.employees.inviteEmployee.path, {
    data: { email, level },
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return waitForLink(email, '/auth/register/', since);
}

/** A new employee (an agent unless `level` says), created through the API by invite and registration (no browser involved). */
export async function createEmployee(request: APIRequestContext, name: string, password: string, level?: Level): Promise<string> {
  const email = freshEmail('employee');
  const link = await inviteAndGetLink(request, email, level);
  const token = new URL(link).pathname.split('/').pop() as string;
  const response = await request.post(api.auth.register.path, {
    data: { token, name, email, password, password2: password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/**
 * A browser state signed in as `email` through the login call, as the login screen leaves it: for
 * tests about what happens to a session, not about signing in.
 */
export async function signedInState(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(api.auth.login.path, { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const employee = ((await response.json()) as { data: unknown }).data;
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  return { cookies: [], origins: [{ origin, localStorage: [{ name: 'employee', value: JSON.stringify(employee) }] }] };
}

/** Fills and sends the login form; the page must be on /auth/login. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * A page of its own, signed in as a new employee of `level`: for a test that sorts a list, which
 * that employee's lists then remember (the seeded admin's stay as other tests expect them).
 */
export async function pageOfNewEmployee(browser: Browser, request: APIRequestContext, name: string, level: Level = 'agent') {
  const password = 'a long enough password';
  const email = await createEmployee(request, name, password, level);
  const context = await browser.newContext({ storageState: await signedInState(request, email, password) });
  return { page: await context.newPage(), context, email, password };
}
