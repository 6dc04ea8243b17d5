import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export interface SteadyColumnWidthsOptions {
  /** Rows are on screen: the widths the browser gives them can be measured. */
  measurable: boolean;
  /** Changes when the columns do (their keys, the density): new columns are measured afresh. */
  columnsKey: string;
}

/** The kept layout: each column's share of the table, and the least width the table had. */
export interface SteadyColumnWidths {
  /** CSS widths of the columns, in %. */
  widths: string[];
  /** The table's width when it was wider than its container (it scrolled), else null. */
  minWidth: number | null;
}

interface Kept extends SteadyColumnWidths {
  columnsKey: string;
  containerWidth: number;
  /** The container was resized since: measure again as soon as rows are on screen. */
  stale: boolean;
}

// A scrollbar coming or going changes the container by less: the shares absorb it.
const RESIZE_TOLERANCE_PX = 24;

/**
 * Column widths that hold still. The browser sizes a table's columns by their content, so each
 * page, search or update moved every column. The first time rows show, the widths the browser
 * chose (the column definitions' `width` included) are measured and then kept, as shares of the
 * table in a fixed layout, through paging, updates, the loader and the empty state. They are
 * measured afresh when the columns change, or at the next rows after the container was resized.
 *
 * @returns the kept layout, or null while the table sizes itself.
 */
export function useSteadyColumnWidths(
  tableRef: RefObject<HTMLTableElement | null>,
  { measurable, columnsKey }: SteadyColumnWidthsOptions,
): SteadyColumnWidths | null {
  const [kept, setKept] = useState<Kept | null>(null);
  const usable = kept?.columnsKey === columnsKey ? kept : null;
  const measuring = measurable && (!usable || usable.stale);

  // Before paint, so the measured layout and the fixed one look the same: no visible jump.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!measuring || !table) return;
    const cells = Array.from(table.tHead?.rows[0]?.cells ?? []);
    const widths = cells.map((cell) => cell.getBoundingClientRect().width);
    // Not laid out (hidden, or a test's DOM without layout): nothing worth keeping.
    if (widths.length === 0 || !widths.every((width) => width > 0)) return;
    const total = widths.reduce((sum, width) => sum + width, 0);
    const containerWidth = table.parentElement?.clientWidth ?? 0;
    setKept({
      columnsKey,
      containerWidth,
      stale: false,
      widths: widths.map((width) => `${((width / total) * 100).toFixed(3)}%`),
      minWidth: total > containerWidth + 1 ? Math.ceil(total) : null,
    });
  }, [tableRef, measuring, columnsKey]);

  useEffect(() => {
    const container = tableRef.current?.parentElement;
    if (!usable || usable.stale || !container || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (Math.abs(container.clientWidth - usable.containerWidth) > RESIZE_TOLERANCE_PX) {
        setKept((current) => current && { ...current, stale: true });
      }
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [tableRef, usable]);

  return usable && !measuring ? { widths: usable.widths, minWidth: usable.minWidth } : null;
}
