import { expect, test } from '../../support/test';
import { E2E_ADMIN } from '../../support/constants';
import { SIGNED_OUT } from '../auth/auth-flows';
import { activate, expectFocusVisible, tabTo } from './keyboard';
import { createCredentials, firstActiveService } from '../services/services-api';

test.use({ storageState: SIGNED_OUT });

/** A unique mark for this run's credentials, so a search finds only them: 22 of them, two pages. */
const run = `kb${Date.now().toString(36)}`;

test('keyboard only: sign in, open a list from the menu, search, view, page on and archive', { tag: ['@auth', '@services'] }, async ({ page, request }) => {
  const service = await firstActiveService(request, 'vpn');
  await createCredentials(request, service, run, 22);

  await page.goto('/auth/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(E2E_ADMIN.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\/dashboard$/);

  // The menu's drawer takes the focus, and an entry leads to its section.
  await activate(page, page.getByRole('button', { name: 'Open menu' }));
  const sidebar = page.locator('#sidebar');
  await expectFocusVisible(sidebar.getByRole('button', { name: 'Close menu' }));
  await activate(page, sidebar.getByRole('link', { name: 'Services' }));
  await expect(page).toHaveURL(/\/main\/services\/dashboard$/);
  await activate(page, page.getByRole('main').getByRole('link', { name: /^VPN(?! Setup)/ }));
  const services = page.getByRole('table', { name: 'VPN' });
  await activate(page, services.locator('tbody tr', { hasText: service.name }).getByRole('link', { name: 'Credentials' }));
  const table = page.getByRole('table', { name: `${service.name} Credentials` });
  await expect(table).toBeVisible();

  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(run);
  await expect(page.getByText('Showing 1 to 20 of 22 entries')).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.filter({ hasNotText: run })).toHaveCount(0);

  // A view opens over the list and Escape gives the focus back to the row's View.
  const view = rows.first().getByRole('button', { name: 'View' });
  await activate(page, view);
  const dialog = page.getByRole('dialog', { name: 'View Service Credential' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(run);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusVisible(view);

  await activate(page, page.getByRole('button', { name: 'Next page' }));
  await expect(page.getByText('Showing 21 to 22 of 22 entries')).toBeVisible();
  await expect(rows).toHaveCount(2);

  // The User ID: the first cell is the row's tick box.
  const archived = (await rows.first().getByRole('cell').nth(1).textContent()) ?? '';
  await activate(page, rows.first().getByRole('button', { name: 'Archive' }));
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await activate(page, confirm.getByRole('button', { name: 'Archive' }));
  await expect(page.getByRole('alert').filter({ hasText: 'Successfully updated!' })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(table).not.toContainText(archived);
});
