import { ErrorNotice } from '@shopdesk/ui-kit';
import { Component, type ReactNode } from 'react';
import { ChartPlaceholder } from './chart-placeholder';

interface Props {
  children: ReactNode;
  /** Try loading the chart again (the parent renders a fresh boundary and lazy component). */
  onRetry: () => void;
}

/**
 * Catches the chart's code failing to load (a dropped connection, a redeployed remote), so only
 * the chart says so, with Retry, and the rest of the dashboard stays: without it the shell's
 * boundary would replace the whole Orders summary.
 */
export class ChartLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ChartPlaceholder>
        <ErrorNotice message="Could not load the chart" onRetry={this.props.onRetry} layout="stacked" />
      </ChartPlaceholder>
    );
  }
}
