import { queryKeys, useLiveOrderEvents, type LiveOrderEvent } from '@shopdesk/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderListStatus } from '../../../lib/order-status';
import { arrivalsIn, departuresFrom, NOTHING_UNSEEN, type Unseen } from './arrivals';

/** What the list on screen is showing, as the live updates need to know it. */
export interface ListView {
  page: number;
  search: string;
  /** The list is in its own order, newest first: a new order belongs at the top of page 1. */
  newestFirst: boolean;
  /** Oldest first: a new order belongs at the end of the last page. */
  oldestFirst: boolean;
  rows: readonly { _id: string }[] | undefined;
  setPage: (page: number) => void;
  /** Reads the page on screen again: its total pages as they are now. */
  reload: () => Promise<{ totalPages: number } | undefined>;
  /** Shows the list newest first (another order, by total or name, has new orders anywhere). */
  showNewestFirst: () => void;
  /** A modal is open over the list: rows must not move under it. */
  busy: boolean;
}

export interface LiveOrderList {
  /** What arrived and is not shown yet (see `unseenText`). */
  unseen: Unseen;
  /**
   * Takes the employee to what arrived, lit: page 1 newest first, the last page oldest first,
   * and the newest first list in any other order.
   */
  showUnseen: () => void;
  /** Rows that just came in: they slide in and stay lit for a moment. */
  freshRows: ReadonlySet<string>;
}

/** Scrolled further than this, the employee is reading down the list: a new row at the top would push it. */
const SCROLL_TOLERANCE_PX = 40;
const FRESH_MILLIS = 4_000;
const NO_ROWS: ReadonlySet<string> = new Set();

/**
 * The live side of an order list: a change to orders elsewhere (the storefront, a colleague)
 * never moves rows under the employee's cursor. New orders slide in at the top only while the
 * list is untouched (newest first, page 1, no search, nothing open, scrolled to the top);
 * otherwise they are announced ('3 new orders') and shown on a click. An order leaving the status
 * (completed, cancelled) disappears from the page it is on; in the list of every status, it shows
 * its new status where it is.
 *
 * @example const live = useLiveOrderList('pending', { page, search, newestFirst, rows, setPage, busy });
 */
export function useLiveOrderList(status: OrderListStatus, view: ListView): LiveOrderList {
  const queryClient = useQueryClient();
  const [unseen, setUnseen] = useState<Unseen>(NOTHING_UNSEEN);
  const [freshRows, setFreshRows] = useState<ReadonlySet<string>>(NO_ROWS);
  // Ids to light once a refetch brings them on screen.
  const awaited = useRef(new Set<string>());
  const latest = useRef(view);
  latest.current = view;

  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists }), [queryClient]);

  useLiveOrderEvents((event: LiveOrderEvent) => {
    const { page, search, newestFirst, rows, busy } = latest.current;
    const untouched = page === 1 && search.trim() === '' && newestFirst && !busy && window.scrollY <= SCROLL_TOLERANCE_PX;
    if (event.kind === 'resync' || event.more) {
      if (untouched) refetch();
      else setUnseen((current) => ({ ...current, unknown: true }));
      return;
    }
    const arrivals = arrivalsIn(status, event.changes);
    const departures = departuresFrom(status, event.changes);
    if (departures.length > 0) {
      // An order completed before the employee looked at it is no longer new.
      setUnseen((current) => ({ ...current, ids: new Set([...current.ids].filter((id) => !departures.includes(id))) }));
    }
    // A row on screen that left the list, or (all statuses) changed its status in place.
    const changedOnScreen = event.changes.some((change) => rows?.some((row) => row._id === change.orderId));
    if (arrivals.length > 0 && untouched) {
      for (const id of arrivals) awaited.current.add(id);
      refetch();
    } else {
      if (arrivals.length > 0) setUnseen((current) => ({ ...current, ids: new Set([...current.ids, ...arrivals]) }));
      if (changedOnScreen) refetch();
    }
  });

  // What a refetch brought on screen: lit if awaited, and no longer announced.
  const rows = view.rows;
  useEffect(() => {
    if (!rows) return;
    const onScreen = new Set(rows.map((row) => row._id));
    const lit = [...awaited.current].filter((id) => onScreen.has(id));
    setUnseen((current) => {
      const left = [...current.ids].filter((id) => !onScreen.has(id));
      return left.length === current.ids.size ? current : { ...current, ids: new Set(left) };
    });
    if (lit.length === 0) return;
    for (const id of lit) awaited.current.delete(id);
    setFreshRows(new Set(lit));
    const timer = setTimeout(() => setFreshRows(NO_ROWS), FRESH_MILLIS);
    return () => clearTimeout(timer);
  }, [rows]);

  const showUnseen = useCallback(() => {
    const { page, newestFirst, oldestFirst, setPage, reload, showNewestFirst } = latest.current;
    setUnseen((current) => {
      for (const id of current.ids) awaited.current.add(id);
      return NOTHING_UNSEEN;
    });
    if (newestFirst) {
      if (page !== 1) setPage(1);
      refetch();
    } else if (oldestFirst) {
      // The last page as it is now, with them: this page read once more for its number, the
      // others marked stale so the last one is read afresh too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists, refetchType: 'none' });
      void reload().then((answer) => {
        if (answer && answer.totalPages > 0 && answer.totalPages !== latest.current.page) latest.current.setPage(answer.totalPages);
      });
    } else {
      showNewestFirst();
    }
  }, [refetch, queryClient]);

  return { unseen, showUnseen, freshRows };
}
