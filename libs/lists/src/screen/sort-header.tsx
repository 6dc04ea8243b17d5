import { parseSort } from '@shopdesk/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, focusRing, radius, space } from '@shopdesk/ui-kit';
import { directionText, nextSort, type ListSorting } from './list-sort';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space('xxs')};
  margin: -2px -4px;
  padding: 2px 4px;
  border: 0;
  border-radius: ${radius('sm')};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${color('text')};
  }
  ${focusRing}
`;

const Arrow = styled.svg<{ $active: boolean }>`
  width: 12px;
  height: 12px;
  flex: none;
  opacity: ${({ $active }) => ($active ? 1 : 0.35)};
`;

/** Up for ascending, down for descending; both, faint, for a column the list is not sorted by. */
function SortArrow({ direction }: { direction: 'ascending' | 'descending' | null }) {
  return (
    <Arrow viewBox="0 0 12 12" aria-hidden="true" focusable="false" $active={direction !== null}>
      {direction !== 'descending' && <path d="M6 1.5 9.5 5h-7z" fill="currentColor" />}
      {direction !== 'ascending' && <path d="M6 10.5 2.5 7h7z" fill="currentColor" />}
    </Arrow>
  );
}

/** The `aria-sort` of a column's header: only the column the list is sorted by has one. */
export function ariaSort(sorting: ListSorting, field: string): 'ascending' | 'descending' | undefined {
  const now = parseSort(sorting.sort);
  if (now.field !== field) return undefined;
  return now.descending ? 'descending' : 'ascending';
}

/**
 * A sortable column's header: a button that sorts the list by the column, ascending on the first
 * click, the other way round on the next, then back to the list's own order (`nextSort`). Its
 * tooltip says what a click will do.
 */
export function SortHeader({ field, sorting, children }: { field: string; sorting: ListSorting; children: ReactNode }) {
  const direction = ariaSort(sorting, field) ?? null;
  const next = nextSort(sorting, field);
  const then = parseSort(next);
  const kind = sorting.fields[then.field] ?? 'text';
  const title = then.field === field ? `Sort ${directionText(kind, then.descending)}` : 'Back to the list’s own order';
  return (
    <Button type="button" onClick={() => sorting.onSort(next)} title={title}>
      {children}
      <SortArrow direction={direction} />
    </Button>
  );
}
