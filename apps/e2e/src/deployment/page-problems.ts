import type { Page } from '@playwright/test';

/**
 * Everything that went wrong in the page while it ran: console errors, uncaught exceptions and
 * Content-Security-Policy violations. Chromium reports a violation only in its own log, which
 * Playwright does not see, so the page reports it through the console itself.
 */
export async function watchPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return problems;
}
