import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  color,
  focusRing,
  fontSize,
  fontWeight,
  IconButton,
  inputStyle,
  narrowMedia,
  PHONE_QUERY,
  radius,
  space,
  useMediaQuery,
  visuallyHidden,
} from '@shopdesk/ui-kit';
import { pagingText } from './paging-text';
import { PAGE_GAP, pagingWindow } from './paging-window';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('md')};
  padding: ${space('md')} ${space('lg')};
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
  ${narrowMedia} {
    justify-content: center;
    padding: ${space('md')} ${space('sm')};
  }
`;

// On a narrow screen the controls keep to one line under the text: tighter gaps and the page
// input named for screen readers only (and on a phone a smaller page window).
const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('md')};
  ${narrowMedia} {
    flex-wrap: nowrap;
    gap: ${space('xs')};
  }
`;

const Pages = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space('xxs')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 32px;
  height: 32px;
  padding: 0 ${space('xs')};
  font: inherit;
  color: ${color('text')};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${radius('md')};
  cursor: pointer;
  &:hover {
    background: ${color('surfaceMuted')};
  }
  &[aria-current='page'] {
    color: ${color('onPrimary')};
    font-weight: ${fontWeight('semibold')};
    background: ${color('primary')};
  }
  ${focusRing}
`;

const Gap = styled.li`
  min-width: 20px;
  text-align: center;
  ${narrowMedia} {
    min-width: 12px;
  }
`;

const GoTo = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space('sm')};
  input {
    ${inputStyle}
    width: 72px;
    min-height: 32px;
  }
  ${narrowMedia} {
    input {
      width: 56px;
    }
  }
`;

const GoToText = styled.span`
  ${narrowMedia} {
    ${visuallyHidden}
  }
`;

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  totalItems: number;
  /** totalItems is a lower bound (a broad search): the text says 'more than'. */
  totalIsLowerBound?: boolean;
  /** Page size. */
  limit: number;
  /** Called with a page from 1 to totalPages, never with the current one. */
  onPageChange: (page: number) => void;
}

/**
 * The pagination bar: the 'Showing …' text, Previous (disabled on page 1), the page window, Next
 * (disabled on the last page) and a page-number input.
 *
 * @example
 * <Pagination page={list.page} limit={list.limit} totalPages={data.totalPages}
 *   totalItems={data.totalItems} onPageChange={list.setPage} />
 */
export function Pagination({ page, totalPages, totalItems, totalIsLowerBound, limit, onPageChange }: PaginationProps) {
  const inputId = useId();
  // Only a phone lacks the room for two pages either side; a portrait tablet or monitor has it.
  const phone = useMediaQuery(PHONE_QUERY);
  const [draft, setDraft] = useState(String(page));
  const [draftFor, setDraftFor] = useState(page);
  if (draftFor !== page) {
    setDraftFor(page);
    setDraft(String(page));
  }

  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onPageChange(target);
  };

  // Out of range is clamped to the nearest page; anything not a whole number is refused.
  const commitDraft = () => {
    const wanted = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(wanted)) {
      setDraft(String(page));
      return;
    }
    const target = Math.min(Math.max(wanted, 1), totalPages);
    setDraft(String(target));
    go(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    }
  };

  return (
    <Bar>
      <span aria-live="polite">{pagingText(page, limit, totalItems, totalIsLowerBound)}</span>
      <Nav aria-label="Pagination">
        <IconButton
          label="Previous page"
          icon={<ChevronLeftIcon />}
          disabled={page <= 1}
          onClick={() => go(Math.min(page - 1, totalPages))}
        />
        <Pages>
          {pagingWindow(page, totalPages, phone ? 1 : 2).map((item, index) =>
            item === PAGE_GAP ? (
              <Gap key={`gap-${index}`} aria-hidden="true">
                …
              </Gap>
            ) : (
              <li key={item}>
                <PageButton
                  type="button"
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {item}
                </PageButton>
              </li>
            ),
          )}
        </Pages>
        <IconButton
          label="Next page"
          icon={<ChevronRightIcon />}
          disabled={page >= totalPages}
          onClick={() => go(page + 1)}
        />
        {totalPages > 1 && (
          <GoTo htmlFor={inputId}>
            <GoToText>Go to page</GoToText>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={totalPages}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={commitDraft}
            />
          </GoTo>
        )}
      </Nav>
    </Bar>
  );
}
