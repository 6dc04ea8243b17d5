import { usePageTitle } from '@shopdesk/session';
import { Card, CardGrid, HubPage } from '@shopdesk/ui-kit';
import { OrdersDashboardCards } from '../features/orders/components/orders-dashboard-cards';

/**
 * `dashboard`: one card per order status with its count, each leading to that status's list; then
 * the customer-care places (finding a customer).
 */
export function OrdersDashboardRoute() {
  usePageTitle('Orders');
  return (
    <HubPage title="Orders">
      <OrdersDashboardCards />
      <CardGrid>
        <Card title="Customers" to="../customers" description="Find a customer by e-mail or name: every order, refund and note of theirs." />
      </CardGrid>
    </HubPage>
  );
}
