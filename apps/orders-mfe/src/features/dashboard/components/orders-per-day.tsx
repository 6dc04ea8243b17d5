import type { DashboardDay } from '@shopdesk/contracts';
import { ErrorNotice } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { ChartPlaceholder } from './chart-placeholder';
import { ChartReadout, ReadoutLine } from './chart-readout';
import { DaysTable } from './days-table';
import { LazyOrdersChart } from './lazy-orders-chart';

export interface OrdersPerDayProps {
  /** The days, oldest first; undefined while they load. */
  days: readonly DashboardDay[] | undefined;
  /** Why the days could not load, with a way to try again. */
  failure?: { message: string; retry: () => void };
}

/**
 * Orders and revenue per day: the figures under the cursor, the chart, and the same figures as a
 * table for screen readers. While loading or after a failure the chart's place is kept.
 *
 * @example <OrdersPerDay days={dashboard.data?.days} />
 */
export function OrdersPerDay({ days, failure }: OrdersPerDayProps) {
  const [active, setActive] = useState<number | null>(null);
  if (!days) {
    return (
      <>
        <ReadoutLine aria-hidden="true" />
        <ChartPlaceholder>
          {failure && <ErrorNotice message={failure.message} onRetry={failure.retry} layout="stacked" />}
        </ChartPlaceholder>
      </>
    );
  }
  return (
    <>
      <ChartReadout days={days} active={active} />
      <LazyOrdersChart days={days} onActiveDay={setActive} />
      <DaysTable days={days} />
    </>
  );
}
