import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionStore } from './store';

/** The product's name, after the page's own in every tab title. */
export const PRODUCT_NAME = 'Shopdesk';

/** Orders waiting in the queue, before every tab's title ('(3) Dashboard · Shopdesk'); 0 shows nothing. */
const titleCountAtom = atom(0);

const inSessionStore = { store: sessionStore };

/**
 * A page's document title: its own name first, so tabs and history tell pages apart, after the
 * number of orders waiting when there are some (a background tab then tells the queue moved).
 *
 * @example pageTitle('Pending Orders') // 'Pending Orders · Shopdesk'
 * @example pageTitle('Pending Orders', 3) // '(3) Pending Orders · Shopdesk'
 */
export const pageTitle = (title: string, count = sessionStore.get(titleCountAtom)) =>
  `${count > 0 ? `(${count}) ` : ''}${title} · ${PRODUCT_NAME}`;

/**
 * Sets the document title while the calling page is shown. Every route calls it (the shell's
 * pages and each remote's), so the title always names the page on screen. It is set again on
 * every render, not only when it changes: the shell puts a neutral title back on each navigation
 * (so a page that sets none never shows the previous one's), and the page that stays on screen
 * re-renders with the new location and takes the title back. A new count re-renders it too.
 *
 * @example usePageTitle('Employees');
 */
export function usePageTitle(title: string): void {
  const count = useAtomValue(titleCountAtom, inSessionStore);
  useEffect(() => {
    document.title = pageTitle(title, count);
  });
}

/**
 * Puts `count` before every page's title while the caller is mounted (undefined: not known yet,
 * nothing shown). The shell gives it the pending orders while an employee is signed in.
 *
 * @example useTitleCount(counts.data?.pending);
 */
export function useTitleCount(count: number | undefined): void {
  useEffect(() => {
    const previous = document.title.replace(/^\(\d+\) /, '');
    const next = count ?? 0;
    sessionStore.set(titleCountAtom, next);
    // The page on screen re-renders with the count and sets its own title; a page that names none
    // (a remote still loading) gets the count put in front of what it shows.
    document.title = next > 0 ? `(${next}) ${previous}` : previous;
  }, [count]);
  useEffect(() => () => {
    sessionStore.set(titleCountAtom, 0);
    document.title = document.title.replace(/^\(\d+\) /, '');
  }, []);
}
