import { RecordHistory } from '@shopdesk/audit-trail';
import { LEVEL_LABELS, type Employee } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { DetailList, Modal, modalTitle, Tabs } from '@shopdesk/ui-kit';

/** The topic of the employees list's modals: 'View Employee'. */
export const EMPLOYEE_TOPIC = 'Employee';

export interface EmployeeViewModalProps {
  /** The listed employee; null keeps the modal closed. */
  employee: Employee | null;
  onClose: () => void;
}

/**
 * 'View Employee': the listed fields and whether the account is active. For levels with
 * `audit.read`, these are its Details tab, beside a History tab of the employee's audit rows.
 *
 * @example <EmployeeViewModal employee={viewing} onClose={() => setViewing(null)} />
 */
export function EmployeeViewModal({ employee, onClose }: EmployeeViewModalProps) {
  const canAudit = useCan('audit.read');
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
            ...(canAudit ? [{ id: 'history', label: 'History', content: <RecordHistory entity="employee" id={employee._id} /> }] : []),
          ]}
        />
      )}
    </Modal>
  );
}
