import { type Locator, type Page } from '@playwright/test';
import { expect } from '../../support/test';

/** Expects `target` to have the focus, with a focus ring a sighted keyboard user can see. */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { focusVisible: element.matches(':focus-visible'), outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
  });
  expect(ring, 'a visible focus ring').toEqual({ focusVisible: true, outline: true });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user
 * walks to a control, and expects its focus ring; fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 150 } = {}): Promise<void> {
  await target.waitFor();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} did not reach ${target.toString()} in ${limit} presses`);
}

/** Walks to `target` with Tab and presses Enter on it. */
export async function activate(page: Page, target: Locator, options?: { backwards?: boolean }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}
