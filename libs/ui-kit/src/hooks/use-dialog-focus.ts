import { useEffect, useEffectEvent, type RefObject } from 'react';

export interface DialogFocusOptions {
  /** Where focus goes on close when the element focused before opening is gone (or was the page). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** false: the dialog is shown but closed (a panel that stays mounted to slide); default true. */
  active?: boolean;
}

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

/** The page's main heading (a list's title): where a screen reader user is told where they are. */
function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/**
 * Where focus goes back on close: the element focused before opening while it is still there;
 * else (the row whose button opened the dialog was removed by the confirmed action) the given
 * fallback, else the main heading, made focusable for the purpose.
 */
function restoreFocus(previous: HTMLElement | null, fallback: RefObject<HTMLElement | null> | undefined) {
  if (previous?.isConnected && previous !== document.body) {
    previous.focus();
    return;
  }
  const target = (fallback?.current?.isConnected ? fallback.current : null) ?? mainHeading();
  if (!target) return;
  if (!target.matches(FOCUSABLE) && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * A modal dialog's focus handling: focus moves in on open, Tab and Shift+Tab cycle inside,
 * Esc calls `onEscape`, and focus returns to where it was on close (see `restoreFocus`). The
 * dialog element needs `tabIndex={-1}`; mark content with `data-dialog-body` and buttons with
 * `data-dialog-footer`.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
  { returnFocusTo, active = true }: DialogFocusOptions = {},
): void {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !active) return undefined;
    const token = {};
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const below = openDialogs.at(-1);
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
      // Closed together with the dialog it opened over (a form's 'Discard changes?'): that one
      // gives focus back to its own opener; ours, inside it, is gone.
      if (below && !openDialogs.includes(below)) return;
      restoreFocus(previous, returnFocusTo);
    };
  }, [dialogRef, active, returnFocusTo]);
}
