import type { ReactNode } from 'react';
// The one module that names react-toastify: its types here, the library itself with the first toast.
// eslint-disable-next-line no-restricted-imports
import type * as Toastify from 'react-toastify';

export type ToastifyModule = typeof Toastify;

type Kind = 'success' | 'error' | 'warning';

/**
 * react-toastify is fetched with the page's first toast, not with the page: most pages show none
 * for a while, and the library is a tenth of a first load's JavaScript. Toasts asked for before it
 * arrives are shown once the container mounts (react-toastify queues them until then).
 */
let loading: Promise<ToastifyModule> | undefined;
let loaded: ToastifyModule | undefined;
const listeners = new Set<() => void>();

/** react-toastify, fetched once; a failed fetch (offline) is tried again by the next toast. */
export function loadToastify(): Promise<ToastifyModule> {
  loading ??= import(/* webpackChunkName: "on-demand-toasts" */ 'react-toastify').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts fetching react-toastify before a toast is due (the shell: at the page's first input), so
 * a toast that reports a lost connection does not depend on that connection.
 */
export function warmUpToasts(): void {
  loadToastify().catch(() => undefined);
}

/** react-toastify once fetched, else undefined; `onLoaded` is told when it arrives (for the page's container). */
export const loadedToastify = (): ToastifyModule | undefined => loaded;

export function onToastifyLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What must be read stays until closed (by pointer or keyboard); a success goes after the
 * container's time. Applied here, at the one place every toast passes, rather than at each call.
 */
const OPTIONS: Record<Kind, Toastify.ToastOptions> = {
  success: {},
  error: { autoClose: false },
  warning: { autoClose: false },
};

function show(kind: Kind, message: ReactNode): void {
  loadToastify().then(
    (toastify) => toastify.toast[kind](message, OPTIONS[kind]),
    // Without the library (a failed fetch) the message can only go to the console.
    (error: unknown) => console.error('Could not show a toast: react-toastify did not load', message, error),
  );
}

/**
 * The page's toasts: `toast.success('Order updated')`. Every section shows them through this, not
 * through react-toastify itself, which a lint rule keeps out of the first load.
 */
export const toast = {
  success: (message: ReactNode): void => show('success', message),
  error: (message: ReactNode): void => show('error', message),
  warning: (message: ReactNode): void => show('warning', message),
};
