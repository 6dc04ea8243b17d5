import { narrowMedia, radius, size, space, useUiTheme } from '@shopdesk/ui-kit';
import { ToastContainer } from 'react-toastify';
import { createGlobalStyle } from 'styled-components';

// The doubled class outranks react-toastify's own stylesheet, whatever order they load in.
const ToastStyle = createGlobalStyle`
  .Toastify__toast-container.Toastify__toast-container {
    --toastify-toast-width: fit-content;
  }
  .Toastify__toast.Toastify__toast {
    max-width: 350px;
    margin-bottom: 8px;
  }
  /*
   * On a phone react-toastify lays the toast across the top edge, over the top bar and its menu
   * button; it starts below the bar instead, inset, with its corners kept.
   */
  ${narrowMedia} {
    .Toastify__toast-container--top-center.Toastify__toast-container--top-center {
      top: calc(${size('topBar')} + ${space('sm')});
      padding: 0 ${space('sm')};
    }
    .Toastify__toast.Toastify__toast {
      margin-inline: auto;
      border-radius: ${radius('md')};
    }
  }
`;

/**
 * The page's one toast container: top-center (below the top bar on a phone), 8 px between toasts,
 * at most 350 px wide, light or dark with the page.
 */
export function Toasts() {
  const { scheme } = useUiTheme();
  return (
    <>
      <ToastStyle />
      <ToastContainer position="top-center" theme={scheme} />
    </>
  );
}
