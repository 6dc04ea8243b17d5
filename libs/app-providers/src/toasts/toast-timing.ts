import { toast, type TypeOptions } from 'react-toastify';

/** How long a success (or any toast that only reports) stays: read at a glance, gone before it is in the way. */
export const SUCCESS_MILLIS = 3_000;

/** What must be read: it stays until closed, by pointer or keyboard (see useToastKeys). */
const STAYS_UNTIL_CLOSED: ReadonlySet<TypeOptions> = new Set<TypeOptions>(['error', 'warning']);

/**
 * Makes every error and warning toast stay until closed, whichever section shows it: react-toastify
 * takes one autoClose for the container (SUCCESS_MILLIS), so the rule is applied here once, as each
 * toast arrives, rather than at each of the many calls that show one. Answers the unsubscribe.
 */
export function keepProblemsUntilClosed(): () => void {
  return toast.onChange(({ status, id, type }) => {
    if (status === 'added' && type && STAYS_UNTIL_CLOSED.has(type)) toast.update(id, { autoClose: false });
  });
}
