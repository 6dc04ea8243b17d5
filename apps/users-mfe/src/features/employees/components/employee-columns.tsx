import { LEVEL_LABELS, type Employee } from '@shopdesk/contracts';
import { type Column, EmailCell } from '@shopdesk/lists';

/** The employees list's columns: Name, Level and email (the Actions column comes with the row actions). */
export const EMPLOYEE_COLUMNS: Column<Employee>[] = [
  { key: 'name', header: 'Name', sortField: 'name' },
  { key: 'level', header: 'Level', render: (employee) => LEVEL_LABELS[employee.level] },
  { key: 'email', header: 'email', sortField: 'email', render: (employee) => <EmailCell email={employee.email} /> },
];
