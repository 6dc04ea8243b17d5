import { color, fontSize, fontWeight, narrowMedia, radius, shadow, space } from '@shopdesk/ui-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

// A panel, not ui-kit's Card: that is one link, and these hold links and figures of their own.
const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  min-width: 0;
  padding: ${space('lg')} ${space('xl')};
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  box-shadow: ${shadow('sm')};
  /* A phone's chart needs every pixel of width. */
  ${narrowMedia} {
    padding: ${space('lg')};
  }
  h3 {
    font-size: ${fontSize('lg')};
    font-weight: ${fontWeight('semibold')};
  }
`;

export interface DashboardPanelProps {
  title: string;
  children: ReactNode;
}

/**
 * One box of the orders dashboard, a region named by its heading.
 *
 * @example <DashboardPanel title="Oldest pending order"><OldestPending ... /></DashboardPanel>
 */
export function DashboardPanel({ title, children }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </Panel>
  );
}
