import { errorMessage, useOrdersDashboard } from '@shopdesk/api-client';
import { color, Loader, space } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DashboardPanel } from './dashboard-panel';
import { OldestPending } from './oldest-pending';
import { OrdersPerDay } from './orders-per-day';
import { StatusBreakdown } from './status-breakdown';
import { TopServices } from './top-services';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('lg')};
`;

// As many columns as fit, the panels sharing the row: no empty column beside them at 1440 px.
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${space('lg')};
`;

const Unavailable = styled.p`
  color: ${color('textMuted')};
`;

/**
 * The orders dashboard's pictures: orders and revenue per day (the whole width), then the oldest
 * pending order, the orders by status and the month's top services. One call feeds all but the
 * status panel (the live counts); when it fails, the chart's panel says why and offers Retry.
 *
 * @example <OrdersDashboardPanels />
 */
export function OrdersDashboardPanels() {
  const dashboard = useOrdersDashboard();
  const failure = dashboard.isError
    ? { message: errorMessage(dashboard.error, 'Could not load the dashboard'), retry: () => void dashboard.refetch() }
    : undefined;
  // The smaller panels wait on the same call: a loader, or a word that the chart's panel explains.
  const whenLoaded = (render: () => ReactNode, loading: string) => {
    if (dashboard.isSuccess) return render();
    return dashboard.isError ? <Unavailable>Not available</Unavailable> : <Loader label={loading} />;
  };
  return (
    <Stack>
      <DashboardPanel title="Orders and revenue, last 30 days">
        <OrdersPerDay days={dashboard.data?.days} failure={failure} />
      </DashboardPanel>
      <Row>
        <DashboardPanel title="Oldest pending order">
          {whenLoaded(() => <OldestPending order={dashboard.data?.oldestPending ?? null} />, 'Loading the oldest pending order')}
        </DashboardPanel>
        <DashboardPanel title="Orders by status">
          <StatusBreakdown />
        </DashboardPanel>
        <DashboardPanel title="Top services this month">
          {whenLoaded(() => <TopServices services={dashboard.data?.topServices ?? []} />, 'Loading the top services')}
        </DashboardPanel>
      </Row>
    </Stack>
  );
}
