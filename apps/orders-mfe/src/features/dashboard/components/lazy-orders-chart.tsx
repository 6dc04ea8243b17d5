import { lazyOnMount } from '@shopdesk/ui-kit';
import { useState } from 'react';
import type { OrdersChartProps } from '../chart/orders-chart';
import { ChartLoadBoundary } from './chart-load-boundary';
import { ChartPlaceholder } from './chart-placeholder';

// The only way in to the chart: a dynamic import, so uPlot and the chart's code are a chunk of
// their own that loads with the dashboard and never with the order queue or the remote's entry.
// Each try a fresh fetch: the boundary's key remounts it (lazyOnMount).
const ChartAttempt = lazyOnMount(() => import('../chart/orders-chart'), <ChartPlaceholder />);

/**
 * The dashboard chart, its code fetched on first render: the placeholder (the chart's height)
 * meanwhile, a Retry if it cannot load.
 *
 * @example <LazyOrdersChart days={dashboard.days} onActiveDay={setActiveDay} />
 */
export function LazyOrdersChart(props: OrdersChartProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ChartLoadBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <ChartAttempt {...props} />
    </ChartLoadBoundary>
  );
}
