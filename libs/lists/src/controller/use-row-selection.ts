import type { BulkTarget } from '@shopdesk/contracts';
import { useCallback, useMemo, useState } from 'react';
import { type ListRequestQuery } from '@shopdesk/api-client';

/**
 * The rows an employee has ticked in a list, for a bulk action: some rows by id (kept while they
 * page and sort, so a selection can span pages), or every row the list matches. A new search or
 * filter is another list: the selection empties.
 */
export interface RowSelection {
  /** The rows ticked by id (empty when `allMatching`). */
  ids: ReadonlySet<string>;
  /** "Select all N matching": every row of the list, as the server reads it when the action runs. */
  allMatching: boolean;
  isSelected: (id: string) => boolean;
  /** Ticks or unticks one row; unticking one of "all matching" keeps the rest of `pageIds`. */
  toggle: (id: string, pageIds: readonly string[]) => void;
  /** The header box: ticks every row of the page, or unticks them. */
  setPage: (pageIds: readonly string[], selected: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
  /** After an action: only these rows stay ticked (the ones it could not do). */
  keepOnly: (ids: readonly string[]) => void;
  /** What a bulk call is sent: the ids, or the list's search and filters. */
  target: () => BulkTarget;
}

interface State {
  /** The list the selection belongs to: its search and filters. */
  list: string;
  ids: ReadonlySet<string>;
  allMatching: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/** The part of a list query that says which rows are in the list (not which page or order). */
const listOf = (query: ListRequestQuery<string>) => JSON.stringify([query.search ?? '', query.filters ?? '']);

/**
 * The selection of one list screen (`useResourceList` gives it as `selection`).
 *
 * @example
 * selection.setPage(page.map((row) => row._id), true);
 * bulkArchiveServices(selection.target(), false);
 */
export function useRowSelection(query: ListRequestQuery<string>): RowSelection {
  const list = listOf(query);
  const [state, setState] = useState<State>({ list, ids: NONE, allMatching: false });
  // Another search or filter: what was ticked is not in view any more, so nothing is.
  const current = state.list === list ? state : { list, ids: NONE, allMatching: false };

  const update = useCallback((next: (ids: ReadonlySet<string>, allMatching: boolean) => Omit<State, 'list'>) => {
    setState((previous) => {
      const base = previous.list === list ? previous : { list, ids: NONE, allMatching: false };
      return { list, ...next(base.ids, base.allMatching) };
    });
  }, [list]);

  const { search, filters } = query;
  return useMemo<RowSelection>(
    () => ({
      ids: current.ids,
      allMatching: current.allMatching,
      isSelected: (id) => current.allMatching || current.ids.has(id),
      toggle: (id, pageIds) =>
        update((ids, allMatching) => {
          // Out of "all matching", the rest of the page stays ticked by id.
          const next = new Set(allMatching ? pageIds : ids);
          if (allMatching || next.has(id)) next.delete(id);
          else next.add(id);
          return { ids: next, allMatching: false };
        }),
      setPage: (pageIds, selected) =>
        update((ids) => {
          const next = new Set(ids);
          for (const id of pageIds) {
            if (selected) next.add(id);
            else next.delete(id);
          }
          return { ids: next, allMatching: false };
        }),
      selectAllMatching: () => update(() => ({ ids: NONE, allMatching: true })),
      clear: () => update(() => ({ ids: NONE, allMatching: false })),
      keepOnly: (ids) => update(() => ({ ids: new Set(ids), allMatching: false })),
      target: () =>
        current.allMatching
          ? { matching: { ...(search ? { search } : {}), ...(filters ? { filters } : {}) } }
          : { ids: [...current.ids] },
    }),
    [current.ids, current.allMatching, update, search, filters],
  );
}
