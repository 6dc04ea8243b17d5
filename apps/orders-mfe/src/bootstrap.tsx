import { Standalone } from '@shopdesk/app-providers';
import { SECTIONS } from '@shopdesk/sections';
import { createRoot } from 'react-dom/client';
import Routes from './app/routes';

// Running alone (its own dev server): the section at the same path the shell mounts it on.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<Standalone mountPath={SECTIONS.orders.mountPath} section={<Routes />} />);
