import type { Employee } from '@shopdesk/contracts';
import { archiveAction, viewAction, type RowAction } from '@shopdesk/ui-kit';

/** Why the signed-in employee's own row cannot be archived: its dimmed button's tooltip and name. */
export const OWN_ACCOUNT_NOTICE = 'You cannot archive your own account';

export interface EmployeeRowHandlers {
  /** The signed-in employee's id: that row cannot be archived (it would lock them out). */
  selfId: string | undefined;
  onView: (employee: Employee) => void;
  onArchive: (employee: Employee) => void;
}

/** An employee row's icon buttons: view, and archive or unarchive (never on your own row). */
export function employeeRowActions(employee: Employee, handlers: EmployeeRowHandlers): RowAction[] {
  const view = viewAction(() => handlers.onView(employee));
  if (employee._id === handlers.selfId) {
    return [view, { ...archiveAction(employee.isActive, () => undefined), disabledReason: OWN_ACCOUNT_NOTICE }];
  }
  return [view, archiveAction(employee.isActive, () => handlers.onArchive(employee))];
}
