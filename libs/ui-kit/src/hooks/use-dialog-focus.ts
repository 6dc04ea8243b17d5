import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open dialogs, innermost last: only the innermost one answers Tab and Esc. */
const openDialogs: object[] = [];

const focusables = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));

/** The first field of the content, else the first button of the footer, else the dialog itself. */
function initialFocus(container: HTMLElement): HTMLElement {
  const [first] = [
    ...focusables(container).filter((element) => element.closest('[data-dialog-body]')),
    ...focusables(container).filter((element) => element.closest('[data-dialog-footer]')),
  ];
  return first ?? container;
}

/**
 * A modal dialog's focus handling: focus moves in on open, Tab and Shift+Tab cycle inside,
 * Esc calls `onEscape`, and focus returns to where it was on close. The dialog element needs
 * `tabIndex={-1}`; mark content with `data-dialog-body` and buttons with `data-dialog-footer`.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const token = {};
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(token);
    initialFocus(dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== token) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const elements = focusables(dialog);
      const active = document.activeElement;
      if (elements.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = elements[0];
      const last = elements[elements.length - 1];
      const outside = !(active instanceof Node) || !dialog.contains(active) || active === dialog;
      if (event.shiftKey && (outside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [dialogRef]);
}
