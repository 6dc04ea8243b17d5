import { bulkArchiveEmployees, errorMessage, listExport, queryKeys, useBulkAction } from '@shopdesk/api-client';
import { api, type Employee } from '@shopdesk/contracts';
import { useCan, useEmployee, usePageTitle } from '@shopdesk/session';
import { useState } from 'react';
import { useEmployees } from '../api/get-employees';
import { EmployeeArchiveConfirm } from './employee-archive-confirm';
import { EMPLOYEE_COLUMNS } from './employee-columns';
import { EmployeeLevelConfirm } from './employee-level-confirm';
import { employeeRowActions } from './employee-row-actions';
import { EmployeeViewModal } from './employee-view-modal';
import { archiveBulkAction, ListScreen } from '@shopdesk/lists';

const EMPLOYEE_NOUN = { one: 'employee', many: 'employees' };

/** What the confirmation adds: archiving is more than hiding a row. */
const ARCHIVE_DETAIL = {
  true: 'Each is signed out everywhere and their open invites are revoked. You are never archived yourself.',
  false: 'Each can sign in again with their password.',
} as const;

/**
 * `allEmployees`: the employees with search, the Active/Archived filter and paging in the URL;
 * view them, and, for the levels that manage employees, change anyone's level and archive or
 * unarchive anyone but yourself. No create: colleagues join by invite.
 *
 * @example <EmployeeList />
 */
export function EmployeeList() {
  usePageTitle('Employees');
  const employees = useEmployees();
  const self = useEmployee();
  const canManage = useCan('employees.manage');
  const canExport = useCan('lists.export');
  const [viewing, setViewing] = useState<Employee | null>(null);
  const [changingLevel, setChangingLevel] = useState<Employee | null>(null);
  const [archiving, setArchiving] = useState<Employee | null>(null);
  const archiveMany = useBulkAction(bulkArchiveEmployees, [queryKeys.employees.all]);

  return (
    <ListScreen
      title="Employees"
      controller={employees}
      columns={EMPLOYEE_COLUMNS}
      rowActions={(employee) =>
        employeeRowActions(employee, {
          selfId: self?._id,
          canManage,
          onView: setViewing,
          onChangeLevel: setChangingLevel,
          onArchive: setArchiving,
        })
      }
      back={{ to: '../dashboard' }}
      exportCsv={canExport ? listExport(api.employees.exportEmployees, employees, 'employees.csv') : undefined}
      bulk={{
        noun: EMPLOYEE_NOUN,
        actions: canManage ? [{ ...archiveBulkAction(employees.isActive, archiveMany), detail: ARCHIVE_DETAIL[employees.isActive] }] : [],
        rowLabel: (employee) => employee.name,
        describeError: errorMessage,
      }}
    >
      <EmployeeViewModal employee={viewing} onClose={() => setViewing(null)} />
      {canManage && (
        <>
          <EmployeeLevelConfirm employee={changingLevel} onClose={() => setChangingLevel(null)} />
          <EmployeeArchiveConfirm employee={archiving} onClose={() => setArchiving(null)} />
        </>
      )}
    </ListScreen>
  );
}
