import type { DashboardDay } from '@shopdesk/contracts';
import { color, fontSize, fontWeight, formatDollars, narrowMedia, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { weekdayLabel } from '../utils/day-label';
import { totalsOf } from '../utils/day-figures';

/** The readout's line, also shown empty while the figures load so the chart below keeps its place. */
export const ReadoutLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${space('lg')};
  row-gap: ${space('xxs')};
  min-height: 22px;
  margin: 0;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  font-variant-numeric: tabular-nums;
  strong {
    color: ${color('text')};
    font-weight: ${fontWeight('semibold')};
  }
  /* Two lines on a phone whatever the day, so moving the cursor never moves the chart. */
  ${narrowMedia} {
    min-height: 44px;
  }
`;

const When = styled.strong`
  min-width: 7em;
`;

const Key = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space('xs')};
  white-space: nowrap;
`;

const BarSwatch = styled.span`
  width: 10px;
  height: 10px;
  background: ${color('primary')};
  border-radius: 2px;
`;

const LineSwatch = styled.span`
  width: 14px;
  height: 2px;
  background: ${color('success')};
`;

const DashSwatch = styled.span`
  width: 14px;
  border-top: 2px dashed ${color('danger')};
`;

export interface ChartReadoutProps {
  days: readonly DashboardDay[];
  /** The day under the cursor, or null for the whole period. */
  active: number | null;
}

/**
 * The chart's key and the figures under the cursor: the day's orders, net revenue and refunds while the
 * cursor is on one, else the totals of the period. Hidden from screen readers, which get the
 * chart's label and the table instead of figures that follow a mouse.
 *
 * @example <ChartReadout days={days} active={activeDay} />
 */
export function ChartReadout({ days, active }: ChartReadoutProps) {
  const day = active === null ? undefined : days[active];
  const figures = day ?? totalsOf(days);
  return (
    <ReadoutLine aria-hidden="true">
      <When>{day ? weekdayLabel(day.day) : `Last ${days.length} days`}</When>
      <Key>
        <BarSwatch />
        Orders <strong>{figures.orders}</strong>
      </Key>
      <Key>
        <LineSwatch />
        Revenue <strong>{formatDollars(figures.revenue)}</strong>
      </Key>
      <Key>
        <DashSwatch />
        Refunds <strong>{formatDollars(figures.refunds)}</strong>
      </Key>
    </ReadoutLine>
  );
}
