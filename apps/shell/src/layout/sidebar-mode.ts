import { useSidebar } from '@shopdesk/session';
import { useMediaQuery } from '@shopdesk/ui-kit';

/** Wide enough for the sidebar to sit beside the page without squeezing it. */
export const PINNABLE_QUERY = '(min-width: 1024px)';

/** The sidebar's width, shared by the panel and the page it pushes aside when pinned. */
export const SIDEBAR_WIDTH = '260px';

export interface SidebarMode {
  /** The screen is wide enough to pin the sidebar. */
  canPin: boolean;
  /** Pinned and wide: the sidebar sits beside the page instead of sliding in over it. */
  docked: boolean;
}

/**
 * How the sidebar shows now: the slide-in drawer by default and always on narrow screens, pinned
 * beside the page when the employee pinned it and the screen is wide. Narrowing the window turns a
 * pinned sidebar back into the drawer without forgetting the choice.
 */
export function useSidebarMode(): SidebarMode {
  const canPin = useMediaQuery(PINNABLE_QUERY);
  const { isPinned } = useSidebar();
  return { canPin, docked: canPin && isPinned };
}
