import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../../support/test';
import { openInvites } from '../users/users-flows';
import { boxOf, centres, columnBoxes, overlaps, settled, sidewaysOverflow, wholeAndOnTop } from './layout-probes';
import { LIST_SCREENS } from './list-screens';

const SCREENS = [
  { name: 'a 1440x900 screen', size: '1440x900', viewport: { width: 1440, height: 900 }, narrow: false },
  { name: 'a 390x844 phone', size: '390x844', viewport: { width: 390, height: 844 }, narrow: true },
] as const;

/** The buttons and links in a row's Actions cell (the last one). */
const actionsOf = (row: Locator) => row.getByRole('cell').last().locator('button:not([aria-expanded]), a');

/** Controls of one line sit at the same height, give or take their borders. */
const LINE_TOLERANCE_PX = 4;

/** Shows the first row's actions as the screen offers them and answers them (the toggle left out). */
async function openFirstRowActions(table: Locator, narrow: boolean): Promise<Locator> {
  const rows = table.locator('tbody tr');
  const rowCount = await rows.count();
  const first = rows.first();
  if (!narrow) {
    await expect(table.getByRole('button', { name: 'Show actions' })).toHaveCount(0);
    // (A row may have none: an invite already used or revoked.)
    await expect(actionsOf(first).first()).toBeVisible();
    return actionsOf(first);
  }
  // The rule on a phone: only a three-dots toggle per row until one is opened.
  await expect(table.getByRole('button', { name: 'Show actions' })).toHaveCount(rowCount);
  const inActionCells = table.locator('tbody td:last-child').locator('button, a');
  await expect(inActionCells).toHaveCount(rowCount);
  await first.getByRole('button', { name: 'Show actions' }).click();
  await expect(first.getByRole('button', { name: 'Hide actions' })).toHaveAttribute('aria-expanded', 'true');
  const actions = actionsOf(first);
  await expect(actions.first()).toBeVisible();
  await expect(inActionCells).toHaveCount(rowCount + (await actions.count()));
  return actions;
}

/** A picture of the screen in the report, to look at how it lays out. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectPagerOnOneLine(page: Page) {
  const controls = page.getByRole('navigation', { name: 'Pagination' }).locator('button, input');
  const lines = await centres(controls);
  expect(Math.max(...lines) - Math.min(...lines)).toBeLessThanOrEqual(LINE_TOLERANCE_PX);
  const width = page.viewportSize()?.width ?? 0;
  for (const control of await controls.all()) {
    const { x, width: controlWidth } = await boxOf(control);
    expect(x + controlWidth, `${await control.getAttribute('aria-label')} inside the screen`).toBeLessThanOrEqual(width);
  }
}

for (const screen of SCREENS) {
  test.describe(`every list on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, ...(screen.narrow ? { isMobile: true, hasTouch: true } : {}) });

    for (const list of LIST_SCREENS) {
      test(`${list.name}: no sideways scrolling, row actions by the rule, their menu in view without moving a column, the pager on one line`, { tag: list.tag }, async ({ page }, testInfo) => {
        const table = await list.open(page);
        expect.soft(await sidewaysOverflow(table)).toEqual({ page: 0, table: 0 });
        const columns = await columnBoxes(table);

        const actions = await openFirstRowActions(table, screen.narrow);
        await attachScreenshot(page, testInfo, `${list.name} ${screen.size} row actions open`);
        for (const action of await actions.all()) expect.soft(await wholeAndOnTop(action), `${await action.getAttribute('aria-label')} in view and on top`).toBe(true);
        expect.soft(await columnBoxes(table)).toEqual(columns);
        expect.soft(await sidewaysOverflow(table)).toEqual({ page: 0, table: 0 });

        await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
        await attachScreenshot(page, testInfo, `${list.name} ${screen.size} pager`);
        await expectPagerOnOneLine(page);
      });
    }

    test('on a middle page of a long list the pager, with gaps on both sides, stays on one line', { tag: '@orders' }, async ({ page }, testInfo) => {
      await page.goto('/main/orders/orderByStatus?status=completed&page=6');
      await expect(page.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pager.getByText('…')).toHaveCount(2);
      await pager.scrollIntoViewIfNeeded();
      await attachScreenshot(page, testInfo, `middle page ${screen.size} pager`);
      await expectPagerOnOneLine(page);
    });

    test('a toast leaves the menu button and the row actions free, and closes with one tap', { tag: '@users' }, async ({ page }, testInfo) => {
      const email = `toast-${screen.narrow ? 'narrow' : 'wide'}-${Date.now().toString(36)}@shopdesk.test`;
      const table = await openInvites(page);
      await page.getByRole('button', { name: 'Create New Employee Invite' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Employee Invite' });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Create Employee Invite' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Invite sent' });
      await expect(toast).toBeVisible();
      // Held open while it is measured: it closes by itself after 5 s, sooner than a slow run measures.
      await toast.hover();
      await settled(toast);
      await expect(dialog).toBeHidden();

      const row = table.locator('tbody tr').filter({ hasText: email });
      const rowControl = screen.narrow ? row.getByRole('button', { name: 'Show actions' }) : actionsOf(row).first();
      await expect(rowControl).toBeVisible();
      await attachScreenshot(page, testInfo, `toast ${screen.size}`);
      const toastBox = await boxOf(toast);
      for (const control of [page.getByRole('button', { name: 'Open menu' }), rowControl]) {
        expect(overlaps(toastBox, await boxOf(control)), `the toast covers ${await control.getAttribute('aria-label')}`).toBe(false);
      }

      await toast.getByRole('button', { name: 'close' }).click();
      await expect(toast).toBeHidden();
    });
  });
}
