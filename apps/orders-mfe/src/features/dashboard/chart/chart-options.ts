import type { DashboardDay } from '@shopdesk/contracts';
import type { Theme } from '@shopdesk/ui-kit';
import uPlot from 'uplot';
import { axisDollars, scaleTop } from '../utils/axis-values';
import { dayLabel } from '../utils/day-label';

export interface ChartOptionsInput {
  days: readonly DashboardDay[];
  theme: Theme;
  width: number;
  height: number;
  /** The day under the cursor (its index), or null when the cursor leaves the chart. */
  onCursor: (index: number | null) => void;
}

/** `#4f46e5` at `alpha` opacity, for the bars' fill. */
function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

// Steps between ticks: whole days and whole orders only (no '2.5 orders', no half days).
const DAY_STEPS = [1, 2, 3, 5, 7, 10, 14];
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

/** Below this width (a phone) the axes drop their titles: the key above the chart names both series. */
const COMPACT_WIDTH = 480;

const highest = (values: readonly number[]) => values.reduce((top, value) => Math.max(top, value), 0);
const lowest = (values: readonly number[]) => values.reduce((bottom, value) => Math.min(bottom, value), 0);

/**
 * uPlot's options for the dashboard chart: orders per day as bars on the left axis, net revenue as
 * a line and refunds as a dashed one on the right axis (from 0, or below it on a day whose
 * refunds passed its sales), days on the bottom axis (axis titles only where there is
 * room), the theme's colours and font; no
 * zooming (a drag would hide days), uPlot's own legend off (the component shows the value under
 * the cursor itself, in the page's style).
 */
export function ordersChartOptions({ days, theme, width, height, onCursor }: ChartOptionsInput): uPlot.Options {
  const { colors, fonts, fontSizes, fontWeights } = theme;
  const font = `${fontSizes.xs} ${fonts.body}`;
  const labelFont = `${fontWeights.medium} ${fontSizes.xs} ${fonts.body}`;
  const axis = {
    stroke: colors.textMuted,
    font,
    labelFont,
    labelSize: 16,
    grid: { stroke: colors.border, width: 1 },
    ticks: { stroke: colors.border, width: 1, size: 4 },
  };
  const bars = uPlot.paths.bars?.({ size: [0.7, 24], gap: 1 });
  const compact = width < COMPACT_WIDTH;
  const orders = days.map((day) => day.orders);
  const revenue = days.map((day) => day.revenue);
  const refunds = days.map((day) => day.refunds);

  return {
    width,
    height,
    legend: { show: false },
    // Room above the highest point for the cursor's dot; the axes bring their own.
    padding: [12, 8, 0, 8],
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 8, width: 2 },
    },
    scales: {
      // Half a day of room at either end, so the first and last bars are whole.
      x: { time: false, range: () => [-0.5, days.length - 0.5] },
      orders: { range: () => [0, scaleTop(highest(orders), 1)] },
      revenue: { range: () => [lowest(revenue) * 1.1, scaleTop(Math.max(highest(revenue), highest(refunds)), 1)] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        size: 32,
        incrs: DAY_STEPS,
        space: 44,
        values: (_u, splits) => splits.map((index) => (days[index] ? dayLabel(days[index].day) : '')),
      },
      {
        ...axis,
        scale: 'orders',
        ...(compact ? { labelSize: 0 } : { label: 'Orders' }),
        size: compact ? 30 : 40,
        incrs: COUNT_STEPS,
        space: 28,
        values: (_u, splits) => splits.map((value) => String(value)),
      },
      {
        ...axis,
        scale: 'revenue',
        ...(compact ? { labelSize: 0 } : { label: 'Revenue' }),
        side: 1,
        size: compact ? 44 : 52,
        space: 28,
        grid: { show: false },
        values: (_u, splits) => splits.map(axisDollars),
      },
    ],
    series: [
      {},
      {
        label: 'Orders',
        scale: 'orders',
        fill: withAlpha(colors.primary, 0.75),
        stroke: colors.primary,
        width: 0,
        paths: bars,
        points: { show: false },
      },
      {
        label: 'Revenue',
        scale: 'revenue',
        stroke: colors.success,
        width: 2,
        points: { show: true, size: 5, fill: colors.surface, stroke: colors.success },
      },
      {
        label: 'Refunds',
        scale: 'revenue',
        stroke: colors.danger,
        width: 2,
        dash: [6, 4],
        points: { show: false },
      },
    ],
    hooks: {
      setCursor: [(u) => onCursor(u.cursor.idx ?? null)],
    },
  };
}
