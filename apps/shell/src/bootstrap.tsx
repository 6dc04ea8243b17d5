import { createQueryClient, warmUpHttp } from '@shopdesk/api-client';
import { warmUpToasts } from '@shopdesk/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { onFirstInput } from './app/first-input';
import { Providers } from './app/providers';
import { shellRemoteLoader } from './remotes/shell-remote-loader';
import { warmUpSectionAt } from './remotes/warm-up-section';

// Start fetching /remotes.json now (index.html preloads it); a failure shows (with Retry) in the section that needs it.
shellRemoteLoader.register().catch((error: unknown) => console.error(error));
warmUpSectionAt(window.location.pathname, shellRemoteLoader);
// axios comes with the first call and react-toastify with the first toast: a page that needs neither
// at once (sign-in) fetches both as the employee starts on it.
onFirstInput(() => {
  warmUpHttp();
  warmUpToasts();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()} remoteLoader={shellRemoteLoader}>
      {/* The page's only router: remotes render <Routes> inside it. */}
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
