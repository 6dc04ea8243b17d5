import { sortValue } from '@shopdesk/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { InlineSelect, visuallyHidden } from '@shopdesk/ui-kit';
import { directionText, fieldText, type ListSorting } from './list-sort';

const Label = styled.label`
  ${visuallyHidden}
`;

export interface SortSelectProps {
  sorting: ListSorting;
  /** Each field's name as its column's header says it ("Total"); the field itself otherwise. */
  labels: { readonly [field: string]: string };
}

/**
 * The list's order as one choice ("Total: highest first"): on a phone, where the table keeps only
 * a few columns and their headers are no place to aim at.
 */
export function SortSelect({ sorting, labels }: SortSelectProps) {
  const id = useId();
  const options = Object.entries(sorting.fields).flatMap(([field, kind]) =>
    // Newest first before oldest first; A to Z and lowest first before their reverse.
    (kind === 'time' ? [true, false] : [false, true]).map((descending) => ({
      value: sortValue({ field, descending }),
      label: `${labels[field] ?? fieldText(field)}: ${directionText(kind, descending)}`,
    })),
  );
  return (
    <>
      <Label htmlFor={id}>Sort</Label>
      <InlineSelect id={id} value={sorting.sort} onChange={(event) => sorting.onSort(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </InlineSelect>
    </>
  );
}
