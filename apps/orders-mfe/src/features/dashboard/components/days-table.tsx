import type { DashboardDay } from '@shopdesk/contracts';
import { formatDollars, visuallyHidden } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { weekdayLabel } from '../utils/day-label';

// The box is hidden, not the table: a table grows to fit its (unwrapped) caption whatever its width says.
const Hidden = styled.div`
  ${visuallyHidden}
`;

/**
 * The chart's figures as a table, for screen readers only (the chart itself is a picture to
 * them): one row a day, oldest first.
 *
 * @example <DaysTable days={dashboard.days} />
 */
export function DaysTable({ days }: { days: readonly DashboardDay[] }) {
  return (
    <Hidden>
      <table>
        <caption>Orders, revenue (after refunds) and refunds per day, last {days.length} days (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
            <th scope="col">Refunds</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{weekdayLabel(day.day)}</th>
              <td>{day.orders}</td>
              <td>{formatDollars(day.revenue)}</td>
              <td>{formatDollars(day.refunds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Hidden>
  );
}
