import { RecordHistory } from '@shopdesk/audit-trail';
import { LEVEL_LABELS, type Employee } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { DetailList, Modal, modalTitle, Tabs } from '@shopdesk/ui-kit';
import { EmployeeSessions } from './employee-sessions';
import { EmployeeTwoFactor } from './employee-two-factor';

/** The topic of the employees list's modals: 'View Employee'. */
export const EMPLOYEE_TOPIC = 'Employee';

export interface EmployeeViewModalProps {
  /** The listed employee; null keeps the modal closed. */
  employee: Employee | null;
  onClose: () => void;
}

/**
 * 'View Employee': the listed fields and whether the account is active. Owners also get a Sessions
 * tab (where the employee is signed in, to sign them out) and a Two-factor tab (their second factor,
 * to reset it), and levels with `audit.read` a History
 * tab of the employee's audit rows; the fields are then the Details tab.
 *
 * @example <EmployeeViewModal employee={viewing} onClose={() => setViewing(null)} />
 */
export function EmployeeViewModal({ employee, onClose }: EmployeeViewModalProps) {
  const canAudit = useCan('audit.read');
  const canManage = useCan('employees.manage');
  return (
    <Modal open={employee !== null} title={modalTitle('view', EMPLOYEE_TOPIC)} onClose={onClose}>
      {employee && (
        <Tabs
          label="Employee"
          tabs={[
            {
              id: 'details',
              label: 'Details',
              content: (
                <DetailList
                  items={[
                    { label: 'Name', value: employee.name },
                    { label: 'Email', value: employee.email },
                    { label: 'Level', value: LEVEL_LABELS[employee.level] },
                    { label: 'Status', value: employee.isActive ? 'Active' : 'Archived' },
                  ]}
                />
              ),
            },
            ...(canManage
              ? [
                  { id: 'sessions', label: 'Sessions', content: <EmployeeSessions employee={employee} /> },
                  { id: 'two-factor', label: 'Two-factor', content: <EmployeeTwoFactor employee={employee} /> },
                ]
              : []),
            ...(canAudit ? [{ id: 'history', label: 'History', content: <RecordHistory entity="employee" id={employee._id} /> }] : []),
          ]}
        />
      )}
    </Modal>
  );
}
