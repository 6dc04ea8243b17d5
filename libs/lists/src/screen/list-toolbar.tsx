import type { ActiveFilter } from '@shopdesk/contracts';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { color, InlineSelect, inputStyle, space, visuallyHidden } from '@shopdesk/ui-kit';
import type { ListController } from './list-controller';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const Hint = styled.span`
  ${visuallyHidden}
`;

const Search = styled.input`
  ${inputStyle}
  width: 240px;
  max-width: 100%;
  background: ${color('surface')};
`;

/** The filter's options: Active (isActive 'true'), Archived ('false'). */
const FILTER_OPTIONS: { value: ActiveFilter; label: string }[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Archived' },
];

export interface ListToolbarProps {
  list: Pick<ListController<unknown>, 'search' | 'setSearch' | 'hasActiveFilter' | 'isActive' | 'setIsActive'>;
  showSearch: boolean;
  /** What the search looks in (see ListScreen). */
  searchHint?: string;
  /** The search box, for the `/` shortcut. */
  searchRef?: Ref<HTMLInputElement>;
}

/** The list header's Search box and, when the list has one, its Active/Archived filter. */
export function ListToolbar({ list, showSearch, searchHint, searchRef }: ListToolbarProps) {
  const searchId = useId();
  const hintId = useId();
  const filterId = useId();
  const showFilter = list.hasActiveFilter;
  if (!showSearch && !showFilter) return null;
  return (
    <Bar>
      {showSearch && (
        <>
          <Label htmlFor={searchId}>Search</Label>
          <Search
            id={searchId}
            ref={searchRef}
            aria-keyshortcuts="/"
            type="search"
            placeholder="Search"
            title={searchHint}
            aria-describedby={searchHint ? hintId : undefined}
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
          />
          {searchHint && <Hint id={hintId}>{searchHint}</Hint>}
        </>
      )}
      {showFilter && (
        <>
          <Label htmlFor={filterId}>Filter</Label>
          <InlineSelect
            id={filterId}
            value={list.isActive}
            onChange={(event) => list.setIsActive(event.target.value as ActiveFilter)}
          >
            {FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </InlineSelect>
        </>
      )}
    </Bar>
  );
}
