import { type Locator, type Page } from '@playwright/test';
import { expect } from '../../support/test';
import { expectAccessible } from './axe';

/** Checks the open dialog called `name` with axe, and answers it. */
export async function expectDialogAccessible(page: Page, name: string, screen = name): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, screen);
  return dialog;
}

/** Opens a dialog with `opener`, checks it with axe, and closes it again with Escape. */
export async function checkDialog(page: Page, opener: Locator, name: string, screen = name): Promise<void> {
  await opener.click();
  const dialog = await expectDialogAccessible(page, name, screen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Checks a create form: empty, with its field errors after an empty submit, and the 'Discard
 * changes?' confirm that Escape brings up once something was typed in `field`; then discards.
 */
export async function checkCreateForm(page: Page, opener: Locator, name: string, submit: string, field: string): Promise<void> {
  await opener.click();
  const form = await expectDialogAccessible(page, name);
  await form.getByRole('button', { name: submit }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, `${name}, with field errors`);
  await form.getByLabel(field, { exact: true }).fill('1');
  await page.keyboard.press('Escape');
  const discard = await expectDialogAccessible(page, 'Discard changes?', `Discard changes? (over ${name})`);
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();
}
