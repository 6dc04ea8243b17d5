import type { ReactNode } from 'react';
import { ArchiveIcon, archiveLabel, EditIcon, type IconButtonTone, UnarchiveIcon, ViewIcon } from '@shopdesk/ui-kit';

interface RowActionBase {
  /** Unique within the row. */
  key: string;
  /** Tooltip and accessible name. */
  label: string;
  icon: ReactNode;
  tone?: IconButtonTone;
  /**
   * Why the action does not apply to this row (e.g. 'You cannot archive your own account'): the
   * button stays in place, dimmed, named and titled by the reason, and does nothing.
   */
  disabledReason?: string;
  /**
   * The key that does it to the row focused in the list (`Enter` opens, `c` completes, `C` is
   * Shift+C): the same as a click, confirmation included (see useListKeys).
   */
  shortcut?: string;
}

/** One icon button in a row's Actions cell: a callback, or a router link (`to`). */
export type RowAction = RowActionBase & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** @example rowActions={(order) => [viewAction(() => setViewing(order))]} */
export const viewAction = (onClick: () => void): RowAction => ({
  key: 'view',
  label: 'View',
  icon: <ViewIcon />,
  shortcut: 'Enter',
  onClick,
});

export const editAction = (onClick: () => void): RowAction => ({
  key: 'edit',
  label: 'Edit',
  icon: <EditIcon />,
  onClick,
});

/** Reads 'Archive' or 'Unarchive' from the row's current state. */
export const archiveAction = (isActive: boolean, onClick: () => void): RowAction => ({
  key: 'archive',
  label: archiveLabel(isActive),
  icon: isActive ? <ArchiveIcon /> : <UnarchiveIcon />,
  tone: isActive ? 'danger' : 'default',
  onClick,
});
