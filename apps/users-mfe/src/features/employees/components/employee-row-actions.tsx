import type { Employee } from '@shopdesk/contracts';
import { LevelIcon } from './employee-icons';
import { CHANGE_LEVEL } from './employee-level-confirm';
import { archiveAction, type RowAction, viewAction } from '@shopdesk/lists';

/** Why the signed-in employee's own row cannot be archived: its dimmed button's tooltip and name. */
export const OWN_ACCOUNT_NOTICE = 'You cannot archive your own account';

export interface EmployeeRowHandlers {
  /** The signed-in employee's id: that row cannot be archived (it would lock them out). */
  selfId: string | undefined;
  /**
   * The signed-in employee may change who works here ('employees.manage'): only then are there
   * Change level and Archive/Unarchive buttons; for the other levels they are absent.
   */
  canManage: boolean;
  onView: (employee: Employee) => void;
  onChangeLevel: (employee: Employee) => void;
  onArchive: (employee: Employee) => void;
}

const changeLevelAction = (onClick: () => void): RowAction => ({ key: 'level', label: CHANGE_LEVEL, icon: <LevelIcon />, onClick });

/**
 * An employee row's icon buttons: view; and, for those who manage employees, change level and
 * archive or unarchive (never archive on your own row).
 */
export function employeeRowActions(employee: Employee, handlers: EmployeeRowHandlers): RowAction[] {
  const view = viewAction(() => handlers.onView(employee));
  if (!handlers.canManage) return [view];
  const changeLevel = changeLevelAction(() => handlers.onChangeLevel(employee));
  if (employee._id === handlers.selfId) {
    return [view, changeLevel, { ...archiveAction(employee.isActive, () => undefined), disabledReason: OWN_ACCOUNT_NOTICE }];
  }
  return [view, changeLevel, archiveAction(employee.isActive, () => handlers.onArchive(employee))];
}
