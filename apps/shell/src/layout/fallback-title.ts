import { allSections } from '@shopdesk/sections';
import { pageTitle, PRODUCT_NAME } from '@shopdesk/session';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The title of a page that names none: its section's, else the product's. */
export function fallbackTitle(pathname: string): string {
  const lower = pathname.toLowerCase();
  const section = allSections().find((candidate) => lower === candidate.mountPath || lower.startsWith(`${candidate.mountPath}/`));
  return section ? pageTitle(section.title) : PRODUCT_NAME;
}

/**
 * Puts a neutral title up on every navigation, before any page's own: a layout effect runs before
 * the pages' `usePageTitle` effects, so a page that names itself wins, and a page that does not
 * (or a remote still loading) never shows the previous page's title.
 */
export function useFallbackTitle(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = fallbackTitle(pathname);
  }, [pathname]);
}
