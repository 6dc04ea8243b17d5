import { usePageTitle } from '@shopdesk/session';
import { Card, CardGrid, HubPage } from '@shopdesk/ui-kit';
import { OrdersDashboardCards } from '../features/orders/components/orders-dashboard-cards';

/**
 * `dashboard`: one card per order status with its count, each leading to that status's list; then
 * the customer-care places (finding a customer, the watch list).
 */
export function OrdersDashboardRoute() {
  usePageTitle('Orders');
  return (
    <HubPage title="Orders">
      <OrdersDashboardCards />
      <CardGrid>
        <Card title="Customers" to="../customers" description="Find a customer by e-mail or name: every order, refund and note of theirs." />
        <Card title="Watch list" to="../watchList" description="Addresses, domains and payments whose orders get a second look." />
      </CardGrid>
    </HubPage>
  );
}
