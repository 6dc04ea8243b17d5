import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  BackIcon,
  Button,
  color,
  fontSize,
  fontWeight,
  IconButton,
  NARROW_QUERY,
  narrowMedia,
  PlusIcon,
  radius,
  shadow,
  size,
  space,
  useMediaQuery,
  useTableDensity,
} from '@shopdesk/ui-kit';
import type { Column, Identified } from './column';
import { DataTable } from './data-table';
import { DensityToggle } from './density-toggle';
import type { ListController } from './list-controller';
import type { ListSorting } from './list-sort';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import type { RowAction } from './row-actions';
import { SortSelect } from './sort-select';
import type { BulkAction, RowNoun } from './bulk/bulk-action';
import { BulkBar } from './bulk/bulk-bar';
import { ExportButton, type ListExportFile } from './export-button';
import { useListKeys } from './use-list-keys';
import { SavedViewTabs } from './views/saved-view-tabs';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space('lg')};
  /* Scrolled back into view after paging: clear of the sticky top bar, with the page's margin. */
  scroll-margin-top: calc(${size('topBar')} + ${space('xl')});
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('md')};
  ${narrowMedia} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('sm')};
`;

const Title = styled.h1`
  font-size: ${fontSize('xl')};
  font-weight: ${fontWeight('semibold')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
`;

const Panel = styled.div`
  overflow: hidden;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  box-shadow: ${shadow('sm')};
`;

export interface ListScreenProps<T extends Identified> {
  /** The heading, also the table's accessible name. */
  title: string;
  /** The list's state and data: api-client's `useResourceList(...)`. */
  controller: ListController<T>;
  columns: Column<T>[];
  /** The actions that apply to a row; adds an 'Actions' column. */
  rowActions?: (row: T) => RowAction[];
  /** The Search box; default true. */
  showSearch?: boolean;
  /** What the search looks in, when more than a row shows ('Name, e-mail, ...'): read out with the box and its tooltip. */
  searchHint?: string;
  /** A back arrow: to the previous page in history, or a link. */
  back?: 'history' | { to: string };
  /** The 'Create New {topic}' button. */
  create?: { topic: string; onCreate: () => void };
  /** More filters of this list, after Search and the Active/Archived filter (a 'Low stock only' checkbox). */
  filters?: ReactNode;
  /** More buttons of this screen, before 'Create New {topic}' (an 'Import' button). */
  actions?: ReactNode;
  /** A notice between the header and the table (a live list's '3 new orders'). */
  notice?: ReactNode;
  /** Ids of rows that just arrived: they slide in and stay lit for a moment. */
  freshRows?: ReadonlySet<string>;
  /** This screen's modals. */
  children?: ReactNode;
  /**
   * Acting on many rows at once: tick boxes and the bar of `actions` (only those the employee's
   * level allows: none, and the list has no tick boxes). `describeError` is api-client's `errorMessage`.
   */
  bulk?: ListBulk<T>;
  /** An 'Export CSV' button for the list as it is (api-client's `listExport`), for who may export. */
  exportCsv?: ListExportFile;
  /**
   * A row to put the focus on, each time a new object is given: its action of that key when it is
   * on screen, else the row (j/k and the shortcuts go on from there). After a row is completed by
   * keyboard, the next one is ready to be worked.
   */
  focusRow?: FocusRow | null;
}

export interface FocusRow {
  id: string;
  /** A row action's key ('complete'). */
  action?: string;
}

/** Focuses `target` in `page`: the row's action when its button is on screen, else the row. */
function focusRowIn(page: HTMLElement | null, target: FocusRow) {
  const row = Array.from(page?.querySelectorAll<HTMLElement>('tbody tr[data-row-id]') ?? []).find((each) => each.dataset.rowId === target.id);
  if (!row) return;
  const button = target.action ? row.querySelector<HTMLElement>(`[data-action="${target.action}"]`) : null;
  (button ?? row).focus();
}

export interface ListBulk<T> {
  noun: RowNoun;
  actions: BulkAction[];
  /** How a row's tick box names it: 'Select {rowLabel}'. */
  rowLabel: (row: T) => string;
  describeError: (error: unknown, fallback: string) => string;
}

/** The controller's order, for a list that can be sorted. */
function listSorting(controller: ListController<unknown>): ListSorting | undefined {
  const { sort, sorts, setSort } = controller;
  if (sort === undefined || !sorts || !setSort) return undefined;
  return { sort, fields: sorts.fields, default: sorts.default, onSort: (value) => setSort.call(controller, value) };
}

/** Each sortable column's header text, to name its field in the sort choice. */
const headerTexts = <T,>(columns: Column<T>[]): Record<string, string> =>
  Object.fromEntries(columns.flatMap((column) => (column.sortField && typeof column.header === 'string' ? [[column.sortField, column.header]] : [])));

/**
 * Every list screen: a header with the back arrow, Search, the Active/Archived filter (when the
 * list has one), the sort choice on a phone (sortable headers elsewhere) and 'Create New {topic}',
 * then the table and the pagination bar. It only renders
 * what `controller` holds and hands the employee's input back to it.
 *
 * @example
 * const services = useResourceList(api.services.getServiceWithQuery, { filters: { type } });
 * <ListScreen title="VPN" controller={services} columns={SERVICE_COLUMNS} rowActions={actions}
 *   create={{ topic: 'VPN', onCreate: openCreate }} back="history">
 *   <ServiceModal ... />
 * </ListScreen>
 */
export function ListScreen<T extends Identified>({
  title,
  controller,
  columns,
  rowActions,
  showSearch = true,
  searchHint,
  back,
  create,
  filters,
  actions,
  notice,
  freshRows,
  children,
  bulk,
  exportCsv,
  focusRow,
}: ListScreenProps<T>) {
  const navigate = useNavigate();
  const titleId = useId();
  const pageRef = useRef<HTMLElement>(null);
  const [density, setDensity] = useTableDensity();
  const narrow = useMediaQuery(NARROW_QUERY);
  const { data, error } = controller;
  const sorting = listSorting(controller);
  const selection = bulk && bulk.actions.length > 0 ? controller.selection : undefined;
  const searchRef = useRef<HTMLInputElement>(null);
  useListKeys({ container: pageRef, search: searchRef, rows: data?.documents, rowActions, selection });
  // After the dialog that changed a row gave focus back (in the same commit, before this runs).
  useEffect(() => {
    if (focusRow) focusRowIn(pageRef.current, focusRow);
  }, [focusRow]);

  // The pager sits under the rows: a new page is read from its first row, so go back up to it.
  const changePage = (page: number) => {
    controller.setPage(page);
    const top = pageRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };

  return (
    <Page ref={pageRef} aria-labelledby={titleId}>
      <Header>
        <TitleRow>
          {back && (
            <IconButton
              label="Back"
              icon={<BackIcon />}
              {...(back === 'history' ? { onClick: () => void navigate(-1) } : { to: back.to })}
            />
          )}
          <Title id={titleId}>{title}</Title>
        </TitleRow>
        <Actions>
          <ListToolbar list={controller} showSearch={showSearch} searchHint={searchHint} searchRef={searchRef} />
          {filters}
          {sorting && narrow && <SortSelect sorting={sorting} labels={headerTexts(columns)} />}
          <DensityToggle density={density} onChange={setDensity} />
          {exportCsv && <ExportButton file={exportCsv} />}
          {actions}
          {create && (
            <Button icon={<PlusIcon />} onClick={create.onCreate}>
              Create New {create.topic}
            </Button>
          )}
        </Actions>
      </Header>
      {/* Without views, the row waits for something to save: the list as it starts needs no tab. */}
      {controller.views && (controller.views.tabs.length > 0 || controller.views.current !== 'all') && <SavedViewTabs views={controller.views} />}
      {notice}
      <Panel>
        <DataTable
          label={title}
          columns={columns}
          rows={data?.documents}
          loading={controller.loading}
          refreshing={controller.refreshing}
          error={error}
          onRetry={controller.retry}
          rowActions={rowActions}
          density={density}
          freshRows={freshRows}
          sorting={sorting}
          selecting={selection && bulk ? { selection, rowLabel: bulk.rowLabel } : undefined}
        />
        {data && !error && (
          <Pagination
            page={controller.page}
            limit={controller.limit}
            totalPages={data.totalPages}
            totalItems={data.totalItems}
            totalIsLowerBound={data.totalIsLowerBound}
            onPageChange={changePage}
          />
        )}
      </Panel>
      {selection && bulk && (
        <BulkBar
          selection={selection}
          noun={bulk.noun}
          actions={bulk.actions}
          pageIds={data?.documents.map((row) => row._id) ?? []}
          total={data && { count: data.totalItems, isLowerBound: data.totalIsLowerBound === true }}
          describeError={bulk.describeError}
        />
      )}
      {children}
    </Page>
  );
}
