import { OrdersDashboardCards } from '../features/orders/components/orders-dashboard-cards';

/**
 * What the shell's dashboard shows of the Orders section (exposed as `./Summary`): the order
 * count cards, the same as the section's own dashboard. The shell gives it a heading.
 *
 * @example <OrdersSummary />
 */
export default function OrdersSummary() {
  return <OrdersDashboardCards />;
}
