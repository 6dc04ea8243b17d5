import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../components/empty-state';
import { ErrorNotice } from '../components/error-notice';
import { Loader } from '../components/loader';
import { NARROW_QUERY } from '../theme/theme';
import { color, fontSize, fontWeight, space, transition } from '../theme/theme-of';
import { useMediaQuery } from '../hooks/use-media-query';
import { cellContent, type Column, type Identified } from './column';
import { RowActionsCell } from './row-actions-cell';
import type { RowAction } from './row-actions';
import { useRowActionsVisibility } from './use-row-actions-visibility';

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
}

const Wrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table<{ $refreshing: boolean }>`
  width: 100%;
  opacity: ${({ $refreshing }) => ($refreshing ? 0.6 : 1)};
  transition: opacity ${transition('fast')};
  border-collapse: collapse;
  font-size: ${fontSize('md')};
  th,
  td {
    padding: ${space('md')} ${space('lg')};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${color('border')};
  }
  th {
    font-size: ${fontSize('sm')};
    font-weight: ${fontWeight('semibold')};
    color: ${color('textMuted')};
    white-space: nowrap;
    background: ${color('surfaceMuted')};
  }
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

const Row = styled.tr<{ $selected: boolean }>`
  background: ${({ $selected }) => ($selected ? color('surfaceSelected') : 'transparent')};
  &:hover {
    background: ${({ $selected }) => ($selected ? color('surfaceSelected') : color('surfaceMuted'))};
  }
`;

const NoticeCell = styled.div`
  padding: ${space('xxl')} ${space('lg')};
`;

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
  columns,
  rows,
  label,
  loading = false,
  refreshing = false,
  error,
  onRetry,
  rowActions,
}: DataTableProps<T>) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const visibility = useRowActionsVisibility(narrow);
  const span = columns.length + (rowActions ? 1 : 0);

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
      return (
        <Row
          key={id}
          $selected={narrow && visibility.isOpen(id)}
          onClick={narrow && rowActions ? () => visibility.select(id) : undefined}
        >
          {columns.map((column) => (
            <td key={column.key}>{cellContent(row, column)}</td>
          ))}
          {rowActions && (
            <ActionsCell $selected={narrow && visibility.isOpen(id)}>
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
    <Wrap>
      <Table aria-label={label} aria-busy={loading || refreshing || undefined} $refreshing={refreshing && !loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </th>
            ))}
            {rowActions && <ActionsHeader scope="col">Actions</ActionsHeader>}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Wrap>
  );
}
