import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import type { ImpactValue, Result } from 'axe-core';

/** WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * What a colour scheme changes, of those: the contrast of text, and of a link with the text around
 * it. A screen checked whole in one scheme is checked for these alone in the other: its structure,
 * names and roles are the same, and axe's other rules were half of the suite's browser time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const IMPACTS: ImpactValue[] = ['critical', 'serious', 'moderate', 'minor'];
const FAILING: ImpactValue[] = ['critical', 'serious'];

const failing = (result: Result) => FAILING.includes(result.impact ?? 'minor');

const describeResult = (result: Result) =>
  `${result.id} (${result.impact}): ${result.help} — ${result.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/** Until the page has loaded and stopped moving: no spinner, and colours as they end up, not mid-fade. */
async function settle(page: Page) {
  await expect(page.locator(':is([role="status"], [role="progressbar"], [aria-busy="true"]):not(.Toastify *)')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      // A spinner turns for ever, and a toast's countdown for as long as the toast shows.
      const endless = effect?.getTiming().iterations === Infinity || effect?.target?.closest('.Toastify');
      return endless || animation.playState !== 'running';
    }),
  );
}

/**
 * Runs axe on the page once it has settled. A serious or critical violation fails the test,
 * softly, so one run names every screen that has one; moderate and minor ones, and what axe could
 * not decide (`needs review`), are listed in the test's annotations (the HTML report shows them).
 * `coloursOnly`: the colour rules alone, for a screen already checked whole in the other scheme.
 *
 * @example
 * await page.goto('/auth/login');
 * await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
 * await expectAccessible(page, 'login');
 */
export async function expectAccessible(page: Page, screen: string, { coloursOnly = false } = {}): Promise<void> {
  await settle(page);
  const axe = new AxeBuilder({ page });
  // Passing and inapplicable rules keep one example node each: their full lists, never read, were
  // most of the result carried out of the page.
  const { violations, incomplete } = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(TAGS))
    .options({ resultTypes: ['violations', 'incomplete'] })
    .analyze();
  const counts = IMPACTS.map((impact) => `${impact} ${violations.filter((violation) => violation.impact === impact).length}`);
  const listed = [
    ...violations.filter((violation) => !failing(violation)).map(describeResult),
    ...incomplete.map((result) => `needs review: ${describeResult(result)}`),
  ];
  test.info().annotations.push({ type: 'axe', description: [`${screen}: ${counts.join(', ')}`, ...listed].join('\n  ') });

  expect.soft(violations.filter(failing).map(describeResult), `serious or critical accessibility violations on ${screen}`).toEqual([]);
}
