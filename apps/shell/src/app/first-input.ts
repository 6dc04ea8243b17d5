/** What an employee does first on a page: a pointer press, a key press, or an input (a password manager's fill). */
const FIRST_INPUT = ['pointerdown', 'keydown', 'input'] as const;

type EventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `warmUp` once, at the page's first input, and answers what stops listening. The shell
 * fetches there what the page will soon need but does not need to show (axios before a form is
 * submitted, react-toastify before a toast is due).
 */
export function onFirstInput(warmUp: () => void, target: EventTarget = window): () => void {
  const stop = () => FIRST_INPUT.forEach((type) => target.removeEventListener(type, run, true));
  const run = () => {
    stop();
    warmUp();
  };
  FIRST_INPUT.forEach((type) => target.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}
