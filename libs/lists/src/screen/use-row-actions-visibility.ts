import { useCallback, useState } from 'react';

export interface RowActionsVisibility {
  /** Whether the row's action buttons are on screen. */
  isShown: (rowId: string) => boolean;
  /** Whether the row's three-dots toggle is open. */
  isOpen: (rowId: string) => boolean;
  /** The row was clicked: show its actions (and hide the others'). */
  select: (rowId: string) => void;
  /** The three-dots toggle: open this row's actions, or close them if open. */
  toggle: (rowId: string) => void;
}

/**
 * Which rows show their actions: all of them on wide screens; on narrow or portrait
 * screens only the selected row, or the one whose three-dots toggle is open.
 *
 * @example const visibility = useRowActionsVisibility(useMediaQuery(NARROW_QUERY));
 */
export function useRowActionsVisibility(narrow: boolean): RowActionsVisibility {
  const [openId, setOpenId] = useState<string | null>(null);
  const isShown = useCallback((rowId: string) => !narrow || openId === rowId, [narrow, openId]);
  const isOpen = useCallback((rowId: string) => openId === rowId, [openId]);
  const select = useCallback((rowId: string) => setOpenId(rowId), []);
  const toggle = useCallback((rowId: string) => setOpenId((current) => (current === rowId ? null : rowId)), []);
  return { isShown, isOpen, select, toggle };
}
