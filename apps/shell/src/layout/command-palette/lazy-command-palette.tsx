import { lazyOnMount, toast } from '@shopdesk/ui-kit';
import { Component, type ReactNode } from 'react';

// The palette's code (its search, its screens list) is fetched the first time it opens: most
// page loads never open it, and the sign-in page cannot. Named on-demand, or the shell's start
// chunks would take in the libs' code it alone uses (the screens list).
const CommandPalette = lazyOnMount(
  () => import(/* webpackChunkName: "on-demand-command-palette" */ './command-palette').then((m) => ({ default: m.CommandPalette })),
  null,
);

interface BoundaryProps {
  children: ReactNode;
  onClose: () => void;
}

/** Its code failing to load (offline, a redeployed shell) closes it with a toast; the next open fetches again. */
class PaletteLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    toast.error('Could not open the search. Check the connection and try again.');
    this.props.onClose();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The command palette, its code fetched on first open. Mount it only while open.
 *
 * @example {paletteOpen && <LazyCommandPalette onClose={() => setPaletteOpen(false)} />}
 */
export function LazyCommandPalette({ onClose }: { onClose: () => void }) {
  return (
    <PaletteLoadBoundary onClose={onClose}>
      <CommandPalette onClose={onClose} />
    </PaletteLoadBoundary>
  );
}
