import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../components/empty-state';
import { ErrorNotice } from '../components/error-notice';
import { Loader } from '../components/loader';
import { NARROW_QUERY } from '../theme/theme';
import { color, fontSize, fontWeight, space, transition } from '../theme/theme-of';
import { useMediaQuery } from '../hooks/use-media-query';
import { RowActionsCell } from './row-actions-cell';
import type { RowAction } from './row-actions';
import { useRowActionsVisibility } from './use-row-actions-visibility';

export interface Column<T> {
  /** Unique per table; without `render`, the cell shows `row[key]`. */
  key: string;
  header: ReactNode;
  render?: (row: T) => ReactNode;
  /** CSS width, e.g. '80px' or '20%'. */
  width?: string;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  /** A row's unique id (default: its `_id`). */
  rowKey?: (row: T) => string;
  /** The table's accessible name, e.g. 'Services'. */
  label?: string;
  /** A Loader instead of the rows. */
  loading?: boolean;
  /**
   * The rows shown are the previous query's while the next page or search loads (react-query's
   * `isPlaceholderData`): the table is marked busy and dimmed. List screens pass it so they do
   * not judge the page by the old answer.
   */
  refreshing?: boolean;
  /** The list failed: shown with a Retry button (DESIGN §8: list failures are visible). */
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

function defaultRowKey(row: unknown): string {
  const id = (row as { _id?: unknown })._id;
  if (typeof id !== 'string' && typeof id !== 'number') {
    throw new TypeError('DataTable: a row has no _id; pass rowKey to say how rows are identified');
  }
  return String(id);
}

function cellValue(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

/**
 * A data table with a header row, loader, error with Retry, 'No Data Found', and row actions
 * that hide behind the selected row on narrow or portrait screens (spec §2).
 *
 * @example
 * <DataTable label="Employees" columns={[{ key: 'name', header: 'Name' }]} rows={data?.documents}
 *   loading={isPending} refreshing={isPlaceholderData} error={error?.message} onRetry={refetch}
 *   rowActions={(e) => [viewAction(() => view(e)), archiveAction(e.isActive, () => ask(e))]} />
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey = defaultRowKey,
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
      const id = rowKey(row);
      return (
        <Row
          key={id}
          $selected={narrow && visibility.isOpen(id)}
          onClick={narrow && rowActions ? () => visibility.select(id) : undefined}
        >
          {columns.map((column) => (
            <td key={column.key}>{column.render ? column.render(row) : cellValue(row, column.key)}</td>
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
