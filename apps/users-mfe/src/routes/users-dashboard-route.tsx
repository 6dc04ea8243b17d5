import { HubPage } from '../features/hub/components/hub-page';

const CARDS = [{ title: 'Employees', to: '../employees', description: 'Your colleagues and the invites sent to new ones' }];

/** `dashboard`: the section's landing page, a card leading to the employees. */
export function UsersDashboardRoute() {
  return <HubPage title="Users" cards={CARDS} />;
}
