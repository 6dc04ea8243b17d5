import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable } from './section-unavailable';

interface Props {
  section: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so only its section shows the failure. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.section} section failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <SectionUnavailable section={this.props.section} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
