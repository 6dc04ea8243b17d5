import { api, type OrderChange } from '@shopdesk/contracts';
import { getToken } from '@shopdesk/session';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiBaseURL } from '../config';
import { queryKeys } from '../query/query-keys';
import { openOrderEvents, type LiveStatus } from './order-events-stream';
import { sessionRefused } from '../session-refused';
import { untilUsedAgain } from './until-used-again';

/** What a screen showing orders hears: changes as they commit, or that it should refetch (`resync`). */
export type LiveOrderEvent = { kind: 'changes'; changes: OrderChange[]; more: boolean } | { kind: 'resync' };

type Listener = (event: LiveOrderEvent) => void;

// Module state, not React state: api-client is one Module Federation singleton, so the shell's
// connection and a remote's list meet here.
const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'ended';

/** Hands `event` to every listener; exported for tests (through api-client/testing), which have no stream. */
export function emitLiveOrderEvent(event: LiveOrderEvent) {
  for (const listener of [...listeners]) listener(event);
}

/** Sets the stream's state every `useLiveStatus` reads; exported for tests (through api-client/testing). */
export function setLiveStatus(next: LiveStatus) {
  status = next;
  for (const listener of [...statusListeners]) listener();
}

/** Wait this long after a change before refetching the counts, so a burst of changes costs one refetch. */
const REFRESH_DELAY_MS = 150;

/** The order queries every change can move: counts, the dashboard, anything but the lists (they decide for themselves) and details. */
const isSummaryQuery = (queryKey: readonly unknown[]) => queryKey[0] === queryKeys.orders.all[0] && queryKey[1] !== 'list' && queryKey[1] !== 'detail';

function liveQueryUpdates(queryClient: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refreshSummaries = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void queryClient.invalidateQueries({ predicate: (query) => isSummaryQuery(query.queryKey) });
    }, REFRESH_DELAY_MS);
  };
  return {
    changes(changes: OrderChange[]) {
      refreshSummaries();
      // An order open in a view must not keep showing the status a colleague just changed.
      for (const { orderId } of changes) void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
    },
    resync() {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === queryKeys.orders.all[0] && query.queryKey[1] !== 'list' });
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/**
 * Keeps the live order stream open while `enabled` (an employee is signed in): the counts, the
 * dashboard and open orders refetch when orders change, and every `useLiveOrderEvents` listener
 * hears the changes. The shell calls it once.
 *
 * @example useLiveOrders(employee !== null);
 */
export function useLiveOrders(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const updates = liveQueryUpdates(queryClient);
    const connection = openOrderEvents(
      {
        onChanges: ({ changes, more }) => {
          updates.changes(changes);
          emitLiveOrderEvent({ kind: 'changes', changes, more });
        },
        onResync: () => {
          updates.resync();
          emitLiveOrderEvent({ kind: 'resync' });
        },
        onStatus: setLiveStatus,
        onRefused: sessionRefused,
      },
      { url: `${apiBaseURL()}${api.orders.streamOrderEvents.path}`, token: getToken, waitToResume: untilUsedAgain },
    );
    return () => {
      connection.close();
      updates.stop();
    };
  }, [enabled, queryClient]);
}

/**
 * Calls `listener` with every live order event while the calling component is mounted; the
 * latest `listener` is used, so it may close over render state.
 *
 * @example useLiveOrderEvents((event) => event.kind === 'resync' && refetch());
 */
export function useLiveOrderEvents(listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const forward: Listener = (event) => latest.current(event);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, []);
}

/** The live stream's state: 'live' while changes arrive as they happen. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (onChange) => {
      statusListeners.add(onChange);
      return () => statusListeners.delete(onChange);
    },
    () => status,
    () => status,
  );
}
