import { useRef, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import {
  color,
  EmptyState,
  ErrorNotice,
  fontSize,
  fontWeight,
  Loader,
  NARROW_QUERY,
  narrowMedia,
  space,
  type TableDensity,
  transition,
  useElementWidth,
  useMediaQuery,
} from '@shopdesk/ui-kit';
import { cellContent, type Column, type Identified } from './column';
import type { ListSorting } from './list-sort';
import type { RowSelection } from '../controller/use-row-selection';
import { SelectBox } from './bulk/select-box';
import { RowActionsCell } from './row-actions-cell';
import { ariaSort, SortHeader } from './sort-header';
import type { RowAction } from './row-actions';
import { useRowActionsVisibility } from './use-row-actions-visibility';
import { useSteadyColumnWidths, type SteadyColumnWidths } from './use-steady-column-widths';

export interface DataTableProps<T extends Identified> {
  columns: Column<T>[];
  rows: T[] | undefined;
  /** The table's accessible name, e.g. 'Services'. */
  label?: string;
  /** A Loader instead of the rows. */
  loading?: boolean;
  /** The rows are the previous query's while the next page or search loads: marked busy and dimmed. */
  refreshing?: boolean;
  /** The list failed: shown with a Retry button (a list never fails silently). */
  error?: string | null;
  onRetry?: () => void;
  /** The actions that apply to a row; adds an 'Actions' column. */
  rowActions?: (row: T) => RowAction[];
  /** Row height: 'compact' fits 20 rows and the pager on a 1440x900 screen; default 'comfortable'. */
  density?: TableDensity;
  /** Ids of rows that just arrived (a live list): they slide in and stay lit for a moment. */
  freshRows?: ReadonlySet<string>;
  /** The list's order: the headers of columns with a `sortField` it offers become sort buttons. */
  sorting?: ListSorting;
  /** Tick boxes for a bulk action: a first column, the header's for the page; `rowLabel` names a row's box. */
  selecting?: { selection: RowSelection; rowLabel: (row: T) => string };
}

const Wrap = styled.div`
  overflow-x: auto;
`;

const compact = css`
  th {
    padding: ${space('xs')} ${space('md')};
  }
  td {
    padding: ${space('xxs')} ${space('md')};
  }
  /* Smaller row buttons, still the 24 px a pointer target needs; a finger keeps the full size. */
  --icon-button-size: 24px;
  ${narrowMedia} {
    --icon-button-size: 32px;
  }
`;

/*
 * Compact rows keep to one line once the columns have their widths (measured while cells may still
 * wrap, so no column asks for its whole text): what does not fit ends in an ellipsis, the row's view
 * and the cells' tooltips having it whole. A phone wraps instead: its few columns need the lines.
 */
const oneLine = css`
  td[data-field] {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${narrowMedia} {
    td[data-field] {
      white-space: normal;
      overflow: visible;
    }
  }
`;

const Table = styled.table<{ $refreshing: boolean; $density: TableDensity; $layout: SteadyColumnWidths | null }>`
  width: 100%;
  ${({ $layout }) => $layout && `table-layout: fixed; min-width: ${$layout.minWidth ?? 0}px;`}
  opacity: ${({ $refreshing }) => ($refreshing ? 0.6 : 1)};
  transition: opacity ${transition('fast')};
  border-collapse: collapse;
  font-size: ${fontSize('md')};
  /* Density changes a row's height only: the columns get the same room in both, so a cell that fits one line in one fits it in the other. */
  th,
  td {
    padding: ${space('md')};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${color('border')};
  }
  ${narrowMedia} {
    /* A phone's width goes to the content, so the columns kept there fit without scrolling. */
    th,
    td {
      padding: ${space('sm')} ${space('sm')};
    }
  }
  td {
    /*
     * A long word (an e-mail, a made-up name) breaks instead of spilling into the next column or
     * widening the table: 'anywhere', unlike 'break-word', also lets the column be narrower than it.
     */
    overflow-wrap: anywhere;
  }
  th {
    font-size: ${fontSize('sm')};
    font-weight: ${fontWeight('semibold')};
    color: ${color('textMuted')};
    white-space: nowrap;
    background: ${color('surfaceMuted')};
    ${narrowMedia} {
      /* A phone's header may take two lines ("Order / Status") rather than push the table sideways. */
      white-space: normal;
    }
  }
  ${({ $density }) => $density === 'compact' && compact}
  ${({ $density, $layout }) => $density === 'compact' && $layout && oneLine}
`;

/** The Actions column stays in view while a wide table scrolls sideways on a narrow screen. */
const stickyRight = `
  position: sticky;
  right: 0;
  box-shadow: inset 1px 0 0 var(--actions-edge);
`;

const ActionsHeader = styled.th`
  ${stickyRight}
  --actions-edge: ${color('border')};
`;

const ActionsCell = styled.td<{ $selected: boolean }>`
  ${stickyRight}
  --actions-edge: ${color('border')};
  background: ${({ $selected }) => ($selected ? color('surfaceSelected') : color('surface'))};
`;

// A row that arrived while the list was open: it slides down into place and its tint fades, so
// the eye finds it without the rest of the list seeming to move. The global reduced-motion rule
// shortens both to nothing.
const arrive = keyframes`
  from { transform: translateY(-6px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

// Keyframes cannot read the theme: the row hands its tint in a variable.
const tint = keyframes`
  from, 40% { background: var(--fresh-tint); }
`;

const fresh = css`
  --fresh-tint: ${color('primarySoft')};
  animation: ${arrive} 300ms ease-out;
  & > td {
    animation: ${tint} 4s ease-in;
  }
`;

// The tick box needs little room beside the columns that matter: none of the right padding.
const selectColumn = css`
  width: 36px;
  && {
    padding-right: 0;
  }
`;

const SelectCell = styled.td`
  ${selectColumn}
`;

const SelectHeader = styled.th`
  ${selectColumn}
`;

const Row = styled.tr<{ $selected: boolean; $fresh: boolean }>`
  ${({ $fresh }) => $fresh && fresh}
  &:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: -2px;
  }
  background: ${({ $selected }) => ($selected ? color('surfaceSelected') : 'transparent')};
  &:hover {
    background: ${({ $selected }) => ($selected ? color('surfaceSelected') : color('surfaceMuted'))};
  }
`;

const NoticeCell = styled.div`
  padding: ${space('xxl')} ${space('lg')};
`;

/** A column stays unless the screen is narrow and it is wide-only, or the table is narrower than it needs. */
function shown<T>(column: Column<T>, narrow: boolean, tableWidth: number | null): boolean {
  if (narrow && column.wideOnly) return false;
  return column.minTableWidth === undefined || tableWidth === null || tableWidth >= column.minTableWidth;
}

/**
 * A data table with a header row, loader, error with Retry, 'No Data Found', and row actions
 * that show on wide screens and, on narrow or portrait ones, only for the selected row.
 *
 * @example
 * <DataTable label="Employees" columns={[{ key: 'name', header: 'Name' }]} rows={list.data?.documents}
 *   loading={list.loading} refreshing={list.refreshing} error={list.error} onRetry={list.retry}
 *   rowActions={(e) => [viewAction(() => view(e)), archiveAction(e.isActive, () => ask(e))]} />
 */
export function DataTable<T extends Identified>({
  columns: allColumns,
  rows,
  label,
  loading = false,
  refreshing = false,
  error,
  onRetry,
  rowActions,
  density = 'comfortable',
  freshRows,
  sorting,
  selecting,
}: DataTableProps<T>) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef);
  const columns = allColumns.filter((column) => shown(column, narrow, width));
  const visibility = useRowActionsVisibility(narrow);
  const span = columns.length + (rowActions ? 1 : 0) + (selecting ? 1 : 0);
  const pageIds = rows?.map((row) => row._id) ?? [];
  const selection = selecting?.selection;
  const pageTicked = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0;
  const tableRef = useRef<HTMLTableElement>(null);
  const layout = useSteadyColumnWidths(tableRef, {
    measurable: !loading && !error && (rows?.length ?? 0) > 0,
    columnsKey: [narrow ? 'narrow' : 'wide', density, selecting ? 'select' : '', ...columns.map((column) => column.key), rowActions ? 'actions' : ''].join('|'),
  });

  const whole = (content: ReactNode) => (
    <tr>
      <td colSpan={span}>{content}</td>
    </tr>
  );

  let body: ReactNode;
  if (loading) body = whole(<Loader />);
  else if (error) {
    body = whole(
      <NoticeCell>
        <ErrorNotice message={error} onRetry={onRetry} layout="stacked" />
      </NoticeCell>,
    );
  } else if (!rows || rows.length === 0) body = whole(<EmptyState />);
  else {
    body = rows.map((row) => {
      const id = row._id;
      const ticked = selection?.isSelected(id) ?? false;
      return (
        <Row
          key={id}
          $selected={ticked || (narrow && visibility.isOpen(id))}
          data-ticked={ticked || undefined}
          data-row-id={id}
          // Focused by j / k (useListKeys), never by Tab: Tab still goes from control to control.
          tabIndex={-1}
          $fresh={freshRows?.has(id) ?? false}
          data-fresh={freshRows?.has(id) || undefined}
          onClick={narrow && rowActions ? () => visibility.select(id) : undefined}
        >
          {selecting && (
            <SelectCell>
              <SelectBox label={`Select ${selecting.rowLabel(row)}`} checked={ticked} onChange={() => selecting.selection.toggle(id, pageIds)} />
            </SelectCell>
          )}
          {columns.map((column) => (
            <td key={column.key} data-field={column.key}>
              {cellContent(row, column)}
            </td>
          ))}
          {rowActions && (
            <ActionsCell $selected={ticked || (narrow && visibility.isOpen(id))}>
              <RowActionsCell
                actions={visibility.isShown(id) ? rowActions(row) : []}
                toggle={narrow ? { open: visibility.isOpen(id), onToggle: () => visibility.toggle(id) } : undefined}
              />
            </ActionsCell>
          )}
        </Row>
      );
    });
  }

  return (
    <Wrap ref={wrapRef}>
      <Table
        ref={tableRef}
        aria-label={label}
        aria-busy={loading || refreshing || undefined}
        data-density={density}
        $refreshing={refreshing && !loading}
        $density={density}
        $layout={layout}
      >
        {layout && (
          <colgroup>
            {layout.widths.map((width, index) => (
              <col key={index} style={{ width }} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr>
            {selecting && (
              <SelectHeader scope="col">
                <SelectBox
                  label="Select all on this page"
                  checked={pageIds.length > 0 && pageTicked === pageIds.length}
                  mixed={pageTicked > 0 && pageTicked < pageIds.length}
                  onChange={(checked) => selecting.selection.setPage(pageIds, checked)}
                />
              </SelectHeader>
            )}
            {columns.map((column) => {
              const field = sorting && column.sortField && column.sortField in sorting.fields ? column.sortField : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  style={column.width ? { width: column.width } : undefined}
                  aria-sort={field && sorting ? ariaSort(sorting, field) : undefined}
                >
                  {field && sorting ? (
                    <SortHeader field={field} sorting={sorting}>
                      {column.header}
                    </SortHeader>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {rowActions && <ActionsHeader scope="col">Actions</ActionsHeader>}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Wrap>
  );
}
