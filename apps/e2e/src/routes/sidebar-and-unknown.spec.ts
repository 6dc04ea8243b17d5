import { signedInTitle } from './page-title';
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { MAIN_ROUTES, routeAt } from './route-table';
import { expectRoute, sharedPage } from './routes-flows';
import { sectionTag } from '../../support/sections';

/** The sidebar's entries: each links to `/main/` plus its title, and lands on its section's first page. */
const SIDEBAR = [
  { title: 'Dashboard', href: '/main/Dashboard', lands: '/main/dashboard' },
  { title: 'Users', href: '/main/Users', lands: '/main/users/dashboard' },
  { title: 'Services', href: '/main/Services', lands: '/main/services/dashboard' },
  { title: 'Orders', href: '/main/Orders', lands: '/main/orders/dashboard' },
];

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

const shared = sharedPage();

test('every sidebar link reaches its section and marks it as the current one', { tag: ['@shell', '@smoke'] }, async () => {
  const page = shared();
  // Not on any entry's landing page, so each click below goes somewhere new.
  await page.goto('/main/orders/orderByStatus?status=pending');
  for (const { title, href, lands } of SIDEBAR) {
    await test.step(title, async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const link = sections(page).getByRole('link', { name: title, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expectRoute(page, routeAt(MAIN_ROUTES, lands), lands);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(sections(page).locator('[aria-current="page"]')).toHaveCount(1);
      await page.keyboard.press('Escape');
    });
  }
});

/** Unknown addresses: the shell's not-found page, or a section's own, with a way back. */
const UNKNOWN = [
  { path: '/main/nowhere', says: 'There is no page at this address.', back: '/main/dashboard' },
  { path: '/main/orders/nowhere', says: 'The Orders section has no such page.', back: '/main/orders/dashboard' },
  { path: '/main/services/nowhere/deeper', says: 'The Services section has no such page.', back: '/main/services/dashboard' },
  { path: '/main/users/employees/nowhere', says: 'The Users section has no such page.', back: '/main/users/dashboard' },
  { path: '/nowhere', says: 'There is no page at this address.', back: '/main/dashboard' },
];

async function expectNotFound(page: Page, path: string, says: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(says)).toBeVisible();
  await expect(page).toHaveTitle(signedInTitle('Page not found · Shopdesk'));
}

for (const { path, says, back } of UNKNOWN) {
  test(`${path} says there is no such page, inside the layout`, { tag: sectionTag(path) }, async () => {
    const page = shared();
    await page.goto(path);
    await expectNotFound(page, path, says);
    await page.reload();
    await expectNotFound(page, path, says);

    // Still inside the layout: the menu opens the sidebar, and the page offers a way back.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sections(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('link', { name: /^Go to the/ }).click();
    await expectRoute(page, routeAt(MAIN_ROUTES, back), back);
  });
}
