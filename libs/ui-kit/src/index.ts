// Theme
export { theme, NARROW_QUERY, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export {
  color,
  font,
  fontSize,
  fontWeight,
  narrowMedia,
  radius,
  shadow,
  space,
  themeOf,
  transition,
  useUiTheme,
  zIndex,
} from './theme/theme-of';
export { focusRing, inputStyle, visuallyHidden } from './theme/shared-styles';

// Hooks
export { useMediaQuery } from './hooks/use-media-query';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useObjectUrl } from './hooks/use-object-url';
export { useDialogFocus, type DialogFocusOptions } from './hooks/use-dialog-focus';

// Lists
export { pagingText } from './list/paging-text';
export { PAGE_GAP, pagingWindow, type PageWindowItem } from './list/paging-window';
export {
  LIST_URL_KEYS,
  SEARCH_DEBOUNCE_MS,
  useListState,
  type ActiveFilter,
  type FilterValue,
  type ListFilters,
  type ListState,
  type ListStateOptions,
  type ListStateQuery,
} from './list/use-list-state';
export { Pagination, type PaginationProps } from './list/pagination';
export { DataTable, type Column, type DataTableProps } from './list/data-table';
export { archiveAction, editAction, viewAction, type RowAction } from './list/row-actions';
export { useRowActionsVisibility, type RowActionsVisibility } from './list/use-row-actions-visibility';
export { ListScreen, type ListData, type ListScreenProps, type ListScreenState } from './list/list-screen';

// Modals
export { Modal, type ModalProps, type ModalSize } from './modal/modal';
export { ConfirmModal, type ConfirmModalProps } from './modal/confirm-modal';
export { archiveLabel, modalTitle, type ModalMode } from './modal/modal-title';

// Forms
export { TextField, type TextFieldProps } from './form/text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field';
export { TextAreaField, type TextAreaFieldProps } from './form/text-area-field';
export { ListField, type ListFieldProps } from './form/list-field';
export {
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  ImageInput,
  MAX_IMAGE_BYTES,
  type ImageInputProps,
} from './form/image-input';
export { ImageField, type ImageFieldProps } from './form/image-field';
export { FieldStack, FormActions } from './form/form-layout';
export {
  requiredMessage,
  yupEmail,
  yupFirstRequired,
  yupRequired,
  yupRequiredFile,
  yupRequiredNumber,
} from './form/validation';

// Building blocks
export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { IconButton, type IconButtonProps, type IconButtonTone } from './components/icon-button';
export { Card, type CardProps, type CountUnit } from './components/card';
export { CardGrid } from './components/card-grid';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export { Loader, type LoaderProps } from './components/loader';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ErrorNotice, type ErrorNoticeProps } from './components/error-notice';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export { DetailList, type DetailItem } from './components/detail-list';
export {
  ArchiveIcon,
  BackIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  EditIcon,
  KeyIcon,
  LogoutIcon,
  MenuIcon,
  MoreIcon,
  PlusIcon,
  UnarchiveIcon,
  ViewIcon,
  type IconProps,
} from './components/icons';
