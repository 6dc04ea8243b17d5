import { useEffect } from 'react';

/** react-toastify's own key to reach the toasts (its container's `hotKeys`): Alt+T focuses the newest, which pauses it. */
export const isToastHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

const inToasts = (element: Element | null) => element?.closest('.Toastify') != null;

/** Where focus goes when what had it is gone: the open dialog on top (the toast was over it), else the page's main heading. */
const fallbackFocus = () =>
  Array.from(document.querySelectorAll<HTMLElement>("[role='dialog'][aria-modal='true']")).at(-1) ??
  document.querySelector<HTMLElement>('main h1') ??
  document.querySelector<HTMLElement>('h1');

/**
 * The toasts by keyboard. Alt+T moves the focus to the newest toast (react-toastify); Tab reaches
 * its link and its close button; Esc closes the focused toast and puts the focus back where it
 * was before Alt+T. Esc there is the toast's alone: a dialog open under it stays open.
 * `toasts` is the toasts' element (react-toastify's `.Toastify` section).
 */
export function useToastKeys(toasts: () => HTMLElement | null): void {
  useEffect(() => {
    const section = toasts();
    if (!section) return undefined;
    let before: HTMLElement | null = null;
    // Capture: read before react-toastify moves the focus.
    const remember = (event: KeyboardEvent) => {
      if (isToastHotKey(event) && !inToasts(document.activeElement) && document.activeElement instanceof HTMLElement) before = document.activeElement;
    };
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
      const focused = event.target.closest('.Toastify__toast');
      if (!focused) return;
      event.stopPropagation();
      event.preventDefault();
      focused.querySelector<HTMLButtonElement>('.Toastify__close-button')?.click();
      const back = before?.isConnected && before !== document.body ? before : fallbackFocus();
      before = null;
      back?.focus();
    };
    document.addEventListener('keydown', remember, true);
    section.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('keydown', remember, true);
      section.removeEventListener('keydown', close);
    };
  }, [toasts]);
}
