import { usePageTitle } from '@shopdesk/session';
import { HubPage } from '@shopdesk/ui-kit';

const CARDS = [{ title: 'Employees', to: '../employees', description: 'Your colleagues and the invites sent to new ones' }];

/** `dashboard`: the section's landing page, a card leading to the employees. */
export function UsersDashboardRoute() {
  usePageTitle('Users');
  return <HubPage title="Users" cards={CARDS} />;
}
