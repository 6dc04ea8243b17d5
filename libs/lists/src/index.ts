// The list machinery every list screen is configured from: the controller (its state in the URL,
// the page and count calls, saved views, selection: controller/) and the screen that shows it
// (table, toolbar, paging, row actions, bulk actions: screen/). Its own lib, shared on its own, so
// a page without a list (the sign-in page) does not load it.

// Controller
export { useResourceList, type ResourceList, type ResourceListOptions } from './controller/use-resource-list';
export type { ListCall } from './controller/list-call';
export type { RowSelection } from './controller/use-row-selection';
export type { SavedViews } from './controller/use-saved-views';
export { LIST_URL_KEYS, type ListSort, type ListSortOptions } from './controller/use-list-state';

// Screen
export { pagingText } from './screen/paging-text';
export { PAGE_GAP, pagingWindow, type PageWindowItem } from './screen/paging-window';
export type { ListController } from './screen/list-controller';
export { Pagination, type PaginationProps } from './screen/pagination';
export { DataTable, type DataTableProps } from './screen/data-table';
export { DensityToggle, type DensityToggleProps } from './screen/density-toggle';
export type { Column, FieldColumn, Identified, RenderColumn } from './screen/column';
export { EmailCell } from './screen/email-cell';
export { IdCell, ID_PREVIEW_LENGTH, truncateId } from './screen/id-cell';
export { NOT_AVAILABLE, orNA } from './screen/or-na';
export { archiveAction, editAction, viewAction, type RowAction } from './screen/row-actions';
export { useRowActionsVisibility, type RowActionsVisibility } from './screen/use-row-actions-visibility';
export { type FocusRow, ListScreen, type ListBulk, type ListScreenProps } from './screen/list-screen';
export { archiveBulkAction, bulkResultText, countOf, type BulkAction, type RowNoun } from './screen/bulk/bulk-action';
