import { usePageTitle } from '@shopdesk/session';
import { HubPage } from '@shopdesk/ui-kit';
import { OrdersDashboardCards } from '../features/orders/components/orders-dashboard-cards';

/** `dashboard`: one card per order status with its count, each leading to that status's list. */
export function OrdersDashboardRoute() {
  usePageTitle('Orders');
  return (
    <HubPage title="Orders">
      <OrdersDashboardCards />
    </HubPage>
  );
}
