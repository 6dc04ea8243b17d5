import type { Employee } from '@shopdesk/contracts';
import { ArchiveConfirm } from '@shopdesk/ui-kit';
import { useArchiveEmployee } from '../api/archive-employee';

const quotedName = (employee: Employee) => `"${employee.name}"`;

export interface EmployeeArchiveConfirmProps {
  /** The employee to archive or restore; null keeps the modal closed. */
  employee: Employee | null;
  /** Done, failed, or called off. */
  onClose: () => void;
}

/**
 * Asks before archiving an active employee (which signs them out everywhere) or restoring an
 * archived one, naming them, then does it and says how it went.
 *
 * @example <EmployeeArchiveConfirm employee={target} onClose={() => setTarget(null)} />
 */
export function EmployeeArchiveConfirm({ employee, onClose }: EmployeeArchiveConfirmProps) {
  const archive = useArchiveEmployee();
  return <ArchiveConfirm item={employee} topic="employee" name={quotedName} {...archive.confirmProps} onClose={onClose} />;
}
