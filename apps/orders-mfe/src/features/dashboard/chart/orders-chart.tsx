import type { DashboardDay } from '@shopdesk/contracts';
import { useElementWidth, useUiTheme } from '@shopdesk/ui-kit';
import { useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import { chartSeries, chartSummary } from '../utils/day-figures';
import { ChartFrame } from './chart-frame';
import { ordersChartOptions } from './chart-options';
import { CHART_HEIGHT } from './chart-size';

export interface OrdersChartProps {
  /** The dashboard's days, oldest first. */
  days: readonly DashboardDay[];
  /** Told the day under the cursor (its index), null when the cursor leaves. */
  onActiveDay: (index: number | null) => void;
}

/**
 * The dashboard's chart: orders per day as bars and revenue as a line on its own axis, drawn by
 * uPlot on a canvas as wide as the panel. Screen readers get the figures in words (role=img and
 * its label); the page beside it keeps the table of the days. Loaded on its own (see
 * LazyOrdersChart), with uPlot, so no other screen downloads them.
 *
 * @example <OrdersChart days={dashboard.days} onActiveDay={setActiveDay} />
 */
export default function OrdersChart({ days, onActiveDay }: OrdersChartProps) {
  const theme = useUiTheme();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);

  // Made again when the width changes: 30 points draw in well under a frame, and a fresh chart
  // has no stale cursor.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || width === null) return undefined;
    const options = ordersChartOptions({ days, theme, width, height: CHART_HEIGHT, onCursor: onActiveDay });
    const chart = new uPlot(options, chartSeries(days), element);
    return () => {
      chart.destroy();
      onActiveDay(null);
    };
  }, [days, theme, width, onActiveDay]);

  return <ChartFrame ref={frame} role="img" aria-label={chartSummary(days)} style={{ height: CHART_HEIGHT }} />;
}
