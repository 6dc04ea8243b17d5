import { LEVEL_LABELS, type Employee } from '@shopdesk/contracts';
import { DetailList, Modal, modalTitle } from '@shopdesk/ui-kit';

/** The topic of the employees list's modals: 'View Employee'. */
export const EMPLOYEE_TOPIC = 'Employee';

export interface EmployeeViewModalProps {
  /** The listed employee; null keeps the modal closed. */
  employee: Employee | null;
  onClose: () => void;
}

/**
 * 'View Employee': the listed fields and whether the account is active.
 *
 * @example <EmployeeViewModal employee={viewing} onClose={() => setViewing(null)} />
 */
export function EmployeeViewModal({ employee, onClose }: EmployeeViewModalProps) {
  return (
    <Modal open={employee !== null} title={modalTitle('view', EMPLOYEE_TOPIC)} onClose={onClose}>
      {employee && (
        <DetailList
          items={[
            { label: 'Name', value: employee.name },
            { label: 'Email', value: employee.email },
            { label: 'Level', value: LEVEL_LABELS[employee.level] },
            { label: 'Status', value: employee.isActive ? 'Active' : 'Archived' },
          ]}
        />
      )}
    </Modal>
  );
}
