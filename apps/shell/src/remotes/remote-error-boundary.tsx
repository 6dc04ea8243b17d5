import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable, type SectionUnavailableProps } from './section-unavailable';

interface Props extends SectionUnavailableProps {
  children: ReactNode;
}

/** Catches a remote module that fails to load or to render, so only its place on the page shows the failure. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.section} section failed`, error, info.componentStack);
  }

  override render() {
    const { children, ...fallback } = this.props;
    if (this.state.failed) return <SectionUnavailable {...fallback} />;
    return children;
  }
}
