import { loadedToastify, narrowMedia, onToastifyLoaded, radius, space, type ToastifyModule, useUiTheme } from '@shopdesk/ui-kit';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { createGlobalStyle } from 'styled-components';
import { isToastHotKey, useToastKeys } from './use-toast-keys';
import { useToastBand } from './use-toast-band';

const OPEN_DIALOG = "body:has([role='dialog'][aria-modal='true'])";

// The doubled class outranks react-toastify's own stylesheet, whatever order they load in.
const ToastStyle = createGlobalStyle`
  .Toastify__toast-container.Toastify__toast-container {
    --toastify-toast-width: fit-content;
    --toastify-toast-min-height: 48px;
  }
  .Toastify__toast.Toastify__toast {
    max-width: 350px;
    margin-bottom: 8px;
  }
  /*
   * On the right of the top bar, over its search and profile buttons (global, seldom wanted in the
   * seconds after an action): clear of the status tabs and of the page's own buttons below it.
   */
  .Toastify__toast-container--top-right.Toastify__toast-container--top-right {
    top: ${space('sm')};
    right: ${space('md')};
  }
  /*
   * On a phone the top of the page is the tabs and the title: the toasts come up from the bottom
   * instead, inset, with their corners kept.
   */
  ${narrowMedia} {
    .Toastify__toast-container--top-right.Toastify__toast-container--top-right {
      top: auto;
      bottom: ${space('sm')};
      left: 0;
      right: 0;
      padding: 0 ${space('sm')};
    }
    .Toastify__toast.Toastify__toast {
      margin-inline: auto;
      border-radius: ${radius('md')};
    }
  }
  /* Over an open dialog: at the top, in the band the dialog keeps clear of (ui-kit's Modal). */
  ${narrowMedia} {
    ${OPEN_DIALOG} .Toastify__toast-container--top-right.Toastify__toast-container--top-right {
      top: ${space('sm')};
      bottom: auto;
    }
  }
`;

/** How long a success (or any toast that only reports) stays: read at a glance, gone before it is in the way. */
export const SUCCESS_MILLIS = 3_000;

/**
 * The page's one toast container, mounted with the first toast (ui-kit's `toast` fetches
 * react-toastify then): successes for SUCCESS_MILLIS, errors and warnings until closed (ui-kit's
 * `toast`); at the top right, over the top bar's end (from the bottom on a phone), clear of an
 * open dialog; 8 px between toasts, at most 350 px wide, light or dark with the page. Alt+T
 * reaches them by keyboard and Esc closes one (useToastKeys). The specification's top-center
 * placement is changed on purpose (docs/decisions.md#toasts-keep-clear-of-the-work).
 */
export function Toasts() {
  const toastify = useSyncExternalStore(onToastifyLoaded, loadedToastify, () => undefined);
  return toastify ? <ToastSection toastify={toastify} /> : null;
}

function ToastSection({ toastify: { ToastContainer } }: { toastify: ToastifyModule }) {
  const { scheme } = useUiTheme();
  const wrapper = useRef<HTMLDivElement>(null);
  const section = useCallback(() => wrapper.current?.querySelector<HTMLElement>('.Toastify') ?? null, []);
  useToastKeys(section);
  useToastBand(section);
  return (
    <div ref={wrapper}>
      <ToastStyle />
      <ToastContainer
        position="top-right"
        // First in the page, so Alt+T (the first toast's focus) reaches the newest.
        newestOnTop
        autoClose={SUCCESS_MILLIS}
        theme={scheme}
        hotKeys={isToastHotKey}
        aria-label="Notifications (Alt+T)"
      />
    </div>
  );
}
