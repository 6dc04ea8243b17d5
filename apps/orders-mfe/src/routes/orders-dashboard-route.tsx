import { usePageTitle } from '@shopdesk/session';
import { OrdersDashboard } from '../features/orders/components/orders-dashboard';

/** `dashboard`: the order counts by status. */
export function OrdersDashboardRoute() {
  usePageTitle('Orders');
  return <OrdersDashboard />;
}
