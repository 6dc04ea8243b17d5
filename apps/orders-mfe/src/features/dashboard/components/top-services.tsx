import type { DashboardService } from '@shopdesk/contracts';
import { servicePath } from '@shopdesk/sections';
import { color, fontSize, formatDollars, radius, space } from '@shopdesk/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { shareOf } from '../utils/share';

const Ranks = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space('xs')} ${space('sm')};
  align-items: baseline;
  /* Names wrap rather than being cut: 'Dollar Card 25' and 'Dollar Card 50' differ at the end. */
  a {
    overflow-wrap: anywhere;
  }
`;

const Figures = styled.span`
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  strong {
    color: ${color('text')};
  }
`;

const Track = styled.span`
  grid-column: 1 / -1;
  height: 6px;
  background: ${color('surfaceMuted')};
  border-radius: ${radius('pill')};
`;

const Fill = styled.span<{ $share: number }>`
  display: block;
  width: ${({ $share }) => Math.max($share * 100, 1)}%;
  height: 100%;
  background: ${color('primary')};
  border-radius: inherit;
`;

const Muted = styled.p`
  color: ${color('textMuted')};
`;


const sold = (units: number) => `${units} sold`;

/**
 * The month's best-selling services, highest revenue first, each with a bar against the first
 * and leading to its credentials (where its stock is kept); or a line saying nothing sold yet.
 *
 * @example <DashboardPanel title="Top services this month"><TopServices services={dashboard.topServices} /></DashboardPanel>
 */
export function TopServices({ services }: { services: readonly DashboardService[] }) {
  if (services.length === 0) return <Muted>No completed orders this month yet</Muted>;
  const top = services[0].revenue;
  return (
    <Ranks>
      {services.map(({ service, revenue, units }) => (
        <Row key={service._id}>
          <Link to={servicePath(service._id)}>{service.name}</Link>
          <Figures>
            <strong>{formatDollars(revenue)}</strong> · {sold(units)}
          </Figures>
          <Track aria-hidden="true">
            <Fill $share={shareOf(revenue, top)} />
          </Track>
        </Row>
      ))}
    </Ranks>
  );
}
