import { TOAST_BAND_VAR } from '@shopdesk/ui-kit';
import { useEffect } from 'react';

/** Room around the toasts' stack: the gap above it and the gap to the dialog below. */
const BAND_MARGIN_PX = 16;

/**
 * Keeps TOAST_BAND_VAR on the page's root at the height the toasts take (0 without any), which an
 * open dialog keeps clear of (ui-kit's Modal): a toast shown over a dialog never covers its fields
 * or buttons, however many lines it has. `toasts` is the toasts' element.
 */
export function useToastBand(toasts: () => HTMLElement | null): void {
  useEffect(() => {
    const section = toasts();
    if (!section || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const stacks = () => Array.from(section.querySelectorAll<HTMLElement>('.Toastify__toast-container'));
    const measure = () => {
      const height = Math.max(0, ...stacks().map((stack) => stack.getBoundingClientRect().height));
      root.style.setProperty(TOAST_BAND_VAR, height > 0 ? `${Math.ceil(height) + BAND_MARGIN_PX}px` : '0px');
    };
    const sizes = new ResizeObserver(measure);
    // A stack appears with the first toast of its position and goes with the last.
    const watch = () => {
      sizes.disconnect();
      for (const stack of stacks()) sizes.observe(stack);
      measure();
    };
    const stackChanges = new MutationObserver(watch);
    stackChanges.observe(section, { childList: true, subtree: true });
    watch();
    return () => {
      sizes.disconnect();
      stackChanges.disconnect();
      root.style.removeProperty(TOAST_BAND_VAR);
    };
  }, [toasts]);
}
