import { modalIsOpen } from '@shopdesk/ui-kit';
import { useEffect } from 'react';

/** Ctrl+K, or ⌘K on a Mac. */
export const isPaletteKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * Opens the palette on Ctrl+K / ⌘K, even from a field (the key is no text), unless a modal is
 * open (the palette is one: a second press while it is open does nothing). The browser's own use
 * of the key (its search bar) gives way.
 */
export function usePaletteKey(open: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      if (!modalIsOpen()) open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
