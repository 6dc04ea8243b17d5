import { space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { OrdersDashboardPanels } from '../features/dashboard/components/orders-dashboard-panels';
import { OrdersDashboardCards } from '../features/orders/components/orders-dashboard-cards';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('lg')};
`;

/**
 * What the shell's dashboard shows of the Orders section (exposed as `./Summary`): the order
 * count cards, then the pictures: orders and revenue over 30 days, the oldest pending order, the
 * orders by status and the month's top services. The shell gives it a heading.
 *
 * @example <OrdersSummary />
 */
export default function OrdersSummary() {
  return (
    <Stack>
      <OrdersDashboardCards />
      <OrdersDashboardPanels />
    </Stack>
  );
}
