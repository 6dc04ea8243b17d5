import { expect, test } from '../../support/test';

/** Each hub card: its title, where it leads, and the heading of that list. */
const CARDS = [
  { title: /^VPN(?! Setup)/, url: /\/main\/services\/service\?type=vpn$/, heading: 'VPN' },
  { title: /^Dollar Card(?! Setup)/, url: /\/main\/services\/service\?type=dollarCard$/, heading: 'Dollar Card' },
  { title: /^VPN Setup Guide/, url: /\/main\/services\/serviceSetupGuides\?type=vpn$/, heading: 'VPN Setup Guide' },
  { title: /^Dollar Card Setup Guide/, url: /\/main\/services\/serviceSetupGuides\?type=dollarCard$/, heading: 'Dollar Card Setup Guide' },
];

test.describe('the services hub', { tag: '@services' }, () => {
  test('goes from the section to its hub, whose four cards lead to their lists', async ({ page }) => {
    await page.goto('/main/services');
    await expect(page).toHaveURL(/\/main\/services\/dashboard$/);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(CARDS.length);

    for (const card of CARDS) {
      await page.goto('/main/services/dashboard');
      await page.getByRole('main').getByRole('link', { name: card.title }).click();
      await expect(page).toHaveURL(card.url);
      await expect(page.getByRole('heading', { name: card.heading, exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: card.heading }).locator('tbody tr').first()).toBeVisible();
    }
  });
});

test.describe('the services list on a portrait phone', { tag: '@services' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the row actions for the selected row or after its three-dots toggle', async ({ page }) => {
    await page.goto('/main/services/service?type=vpn');
    const table = page.getByRole('table', { name: 'VPN' });
    const rows = table.locator('tbody tr');
    await expect(rows.nth(1)).toBeVisible();
    await expect(table.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    await rows.first().getByRole('button', { name: 'Show actions' }).click();
    for (const action of ['View', 'Edit', 'Archive']) {
      await expect(rows.first().getByRole('button', { name: action, exact: true })).toBeVisible();
    }
    await expect(rows.first().getByRole('link', { name: 'Credentials' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Edit' })).toHaveCount(1);
    await rows.first().getByRole('button', { name: 'Hide actions' }).click();
    await expect(table.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // Tapping a row selects it: its actions show, and only its (the first cell is its tick box).
    await rows.nth(1).getByRole('cell').nth(1).click();
    await expect(rows.nth(1).getByRole('button', { name: 'View' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'View' })).toHaveCount(1);
    await rows.nth(1).getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog', { name: 'View VPN' })).toBeVisible();
  });
});
