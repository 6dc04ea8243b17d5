import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable, type SectionUnavailableProps } from './section-unavailable';
import { type LibMismatch, RemoteNeedsNewerShellError } from './shared-lib-check';

interface Props extends SectionUnavailableProps {
  children: ReactNode;
}

/** Catches a remote module that fails to load or to render, so only its place on the page shows the failure. */
/** The libs a remote needs newer, when that is why it failed (the loader's error wraps the check's). */
function newerLibsNeeded(error: unknown): LibMismatch[] | undefined {
  const cause = error instanceof Error && !(error instanceof RemoteNeedsNewerShellError) ? error.cause : error;
  return cause instanceof RemoteNeedsNewerShellError ? cause.libs : undefined;
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean; newerLibs?: LibMismatch[] }> {
  override state: { failed: boolean; newerLibs?: LibMismatch[] } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, newerLibs: newerLibsNeeded(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.section} section failed`, error, info.componentStack);
  }

  override render() {
    const { children, ...fallback } = this.props;
    if (this.state.failed) return <SectionUnavailable {...fallback} newerLibs={this.state.newerLibs} />;
    return children;
  }
}
