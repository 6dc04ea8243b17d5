// Theme
export { darkTheme, theme, NARROW_QUERY, PHONE_QUERY, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export {
  color,
  font,
  fontSize,
  fontWeight,
  narrowMedia,
  radius,
  shadow,
  size,
  space,
  themeOf,
  transition,
  useUiTheme,
  zIndex,
} from './theme/theme-of';
export { focusRing, headerControl, inputStyle, visuallyHidden } from './theme/shared-styles';

// Hooks
export { useMediaQuery } from './hooks/use-media-query';
export { useObjectUrl } from './hooks/use-object-url';
export { useElementWidth } from './hooks/use-element-width';
export { useDialogFocus, type DialogFocusOptions } from './hooks/use-dialog-focus';
export { TABLE_DENSITY_KEY, useTableDensity, type TableDensity } from './hooks/use-table-density';
export {
  COLOR_SCHEME_CHOICES,
  COLOR_SCHEME_KEY,
  useColorScheme,
  useColorSchemeChoice,
  type ColorScheme,
  type ColorSchemeChoice,
} from './hooks/use-color-scheme';

// Tabs and formats
export { tabIndexForKey } from './components/tab-keys';
export { tabLook, Tabs, type TabItem, type TabsProps } from './components/tabs';
export { formatDateTime, type DateTimePrecision } from './format/date-time';
export { formatDollars } from './format/dollars';

// Modals
export { Modal, TOAST_BAND_VAR, type ModalProps, type ModalSize } from './modal/modal';
export { ConfirmModal, type ConfirmModalProps } from './modal/confirm-modal';
export { archiveLabel, modalTitle, type ModalMode } from './modal/modal-title';
export { FormModal, type FormModalProps, type FormModalRenderProps } from './modal/form-modal';
export { ArchiveConfirm, type Archivable, type ArchiveConfirmProps } from './modal/archive-confirm';
export { DiscardConfirm, useDiscardGuard, type DiscardConfirmProps } from './modal/discard-confirm';
export { useFormSubmission, type DescribeFailure, type FormFailure, type FormSubmit, type FormSubmitContext } from './modal/use-form-submission';

// Forms
export { TextField, type TextFieldProps } from './form/text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field';
export { TextAreaField, type TextAreaFieldProps } from './form/text-area-field';
export { ListField, type ListFieldProps } from './form/list-field';
export { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, ImageInput, type ImageInputProps } from './form/image-input';
export { ImageField, type ImageFieldProps } from './form/image-field';
export { fileTypeMessage, FILE_READ_MESSAGE, TextFileInput, type TextFileInputProps } from './form/text-file-input';
export { FieldStack, FormActions } from './form/form-layout';
export { useFormStatus, type FormStatus } from './form/form-status';

// Toasts
export { loadedToastify, loadToastify, onToastifyLoaded, toast, type ToastifyModule, warmUpToasts } from './toast/toast';

// Building blocks
export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { IconButton, type IconButtonProps, type IconButtonTone } from './components/icon-button';
export { Card, type CardProps, type CountUnit } from './components/card';
export { CardGrid } from './components/card-grid';
export { HubPage, type HubCard, type HubPageProps } from './components/hub-page';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export { Loader, type LoaderProps } from './components/loader';
export { lazyOnMount } from './components/lazy-on-mount';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ErrorNotice, type ErrorNoticeProps } from './components/error-notice';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export { BuildStamp, type BuildStampProps } from './components/build-stamp';
export { DetailList, type DetailItem } from './components/detail-list';
export { MASKED_PASSWORD, MaskedPassword } from './components/masked-password';
export { PasswordReveal, type PasswordRevealProps } from './components/password-reveal';
export { NotFoundNotice, type NoticeLink, type NotFoundNoticeProps } from './notice/not-found-notice';
export { ForbiddenNotice, type ForbiddenNoticeProps } from './notice/forbidden-notice';
export { SectionNotFound, type SectionNotFoundProps } from './notice/section-not-found';
export {
  ArchiveIcon,
  BackIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CheckIcon,
  CloseIcon,
  EditIcon,
  KeyIcon,
  LogoutIcon,
  MenuIcon,
  MoreIcon,
  PinIcon,
  PinnedIcon,
  PlusIcon,
  SearchIcon,
  UnarchiveIcon,
  ViewIcon,
  type IconProps,
} from './components/icons';
export { Tooltip, type TooltipProps } from './components/tooltip';
export { Thumbnail } from './components/thumbnail';
export { InlineSelect } from './components/inline-select';
export { saveFile } from './hooks/save-file';
export { copyText } from './hooks/copy-text';
export { isShortcutPress, isTypingIn, modalIsOpen } from './keyboard/shortcut-keys';
export { ariaKeyOf, SHORTCUT_GROUPS, type Shortcut } from './keyboard/shortcuts';
export { ShortcutsModal } from './keyboard/shortcuts-modal';
