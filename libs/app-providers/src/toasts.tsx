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
`;

/** The page's one toast container: top-center, 8 px between toasts, at most 350 px wide. */
export function Toasts() {
  return (
    <>
      <ToastStyle />
      <ToastContainer position="top-center" />
    </>
  );
}
