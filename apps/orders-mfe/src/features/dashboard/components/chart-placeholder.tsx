import { Loader } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CHART_HEIGHT } from '../chart/chart-size';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${CHART_HEIGHT}px;
`;

/**
 * The chart's place while it cannot draw (its code or its figures loading, or a failure): the
 * chart's own height, so the page does not move when it appears.
 *
 * @example <ChartPlaceholder /> // a loader
 */
export function ChartPlaceholder({ children }: { children?: ReactNode }) {
  return <Box>{children ?? <Loader label="Loading the chart" />}</Box>;
}
