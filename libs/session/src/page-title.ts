import { useEffect } from 'react';

/** The product's name, after the page's own in every tab title. */
export const PRODUCT_NAME = 'Shopdesk';

/**
 * A page's document title: its own name first, so tabs and history tell pages apart.
 *
 * @example pageTitle('Pending Orders') // 'Pending Orders · Shopdesk'
 */
export const pageTitle = (title: string) => `${title} · ${PRODUCT_NAME}`;

/**
 * Sets the document title while the calling page is shown. Every route calls it (the shell's
 * pages and each remote's), so the title always names the page on screen. It is set again on
 * every render, not only when it changes: the shell puts a neutral title back on each navigation
 * (so a page that sets none never shows the previous one's), and the page that stays on screen
 * re-renders with the new location and takes the title back.
 *
 * @example usePageTitle('Employees');
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  });
}
