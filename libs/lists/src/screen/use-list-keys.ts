import { useEffect, useRef, type RefObject } from 'react';
import { isShortcutPress } from '@shopdesk/ui-kit';
import type { Identified } from './column';
import type { RowSelection } from '../controller/use-row-selection';
import type { RowAction } from './row-actions';

export interface ListKeys<T extends Identified> {
  /** The list screen: `j` and `k` move through the body rows of its table. */
  container: RefObject<HTMLElement | null>;
  /** The search box `/` goes to. */
  search: RefObject<HTMLInputElement | null>;
  rows: readonly T[] | undefined;
  rowActions?: (row: T) => RowAction[];
  selection?: RowSelection;
}

/** The body rows of the list's table, in order. */
const rowsOf = (container: HTMLElement | null): HTMLElement[] =>
  container ? Array.from(container.querySelectorAll<HTMLElement>('tbody tr[data-row-id]')) : [];

/**
 * A list by keyboard: `j` / `k` focus the next / previous row (the row itself holds focus, so a
 * screen reader reads it), `Enter` opens the focused row, `x` ticks it, `/` goes to the search,
 * and a row action with a `shortcut` (`c` completes, `Shift+C` cancels a pending order) acts on
 * the focused row, through the same confirmation as its button. None fires while typing in a
 * field or with a modal open.
 */
export function useListKeys<T extends Identified>({ container, search, rows, rowActions, selection }: ListKeys<T>): void {
  // Read at the key press: the listener is added once.
  const current = useRef({ rows, rowActions, selection });
  current.current = { rows, rowActions, selection };

  useEffect(() => {
    const focusedRow = (): HTMLElement | null => {
      const active = document.activeElement;
      return active instanceof HTMLElement && container.current?.contains(active) ? active.closest<HTMLElement>('tr[data-row-id]') : null;
    };
    const rowOf = (element: HTMLElement) => current.current.rows?.find((row) => row._id === element.dataset.rowId);

    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutPress(event)) return;
      if (event.key === '/') {
        if (!search.current) return;
        event.preventDefault();
        search.current.focus();
        return;
      }
      if (event.key === 'j' || event.key === 'k') {
        const all = rowsOf(container.current);
        if (all.length === 0) return;
        const at = focusedRow();
        const index = at ? all.indexOf(at) : -1;
        const next = event.key === 'j' ? Math.min(index + 1, all.length - 1) : Math.max(index === -1 ? 0 : index - 1, 0);
        event.preventDefault();
        all[next].focus();
        return;
      }
      const element = focusedRow();
      // Enter on a button of the row is that button's; on the row itself it opens the row.
      if (!element || (event.key === 'Enter' && document.activeElement !== element)) return;
      const row = rowOf(element);
      if (!row) return;
      if (event.key === 'x') {
        const { selection } = current.current;
        if (!selection) return;
        event.preventDefault();
        selection.toggle(row._id, rowsOf(container.current).map((each) => each.dataset.rowId ?? ''));
        return;
      }
      const action = current.current.rowActions?.(row).find((each) => each.shortcut === event.key && !each.disabledReason);
      if (action?.onClick) {
        event.preventDefault();
        action.onClick();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [container, search]);
}
