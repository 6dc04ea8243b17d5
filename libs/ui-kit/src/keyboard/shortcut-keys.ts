/** Fields where a key types a character (a tick box or a button does not take letters). */
const TYPING_INPUTS = new Set(['text', 'search', 'email', 'password', 'number', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Whether a key pressed with focus on `target` is someone typing: a shortcut must leave it alone. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TYPING_INPUTS.has(target.type);
}

/** A dialog that holds the keyboard (a modal) is open: the page's shortcuts wait until it closes. */
export const modalIsOpen = () => document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]') !== null;

/**
 * Whether a key press is the page's to take as a shortcut: not typed into a field, not with
 * Ctrl, Alt or Meta (the browser's and the system's), not already taken, and no modal open.
 */
export function isShortcutPress(event: KeyboardEvent): boolean {
  return !event.defaultPrevented && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingIn(event.target) && !modalIsOpen();
}
