import type { Page } from '@playwright/test';

/** The page's background as drawn in each scheme (the theme's `background` token). */
export const LIGHT_BACKGROUND = 'rgb(246, 247, 249)';
export const DARK_BACKGROUND = 'rgb(14, 17, 22)';

/** The page's background colour, as drawn: which scheme the page is in. */
export const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
