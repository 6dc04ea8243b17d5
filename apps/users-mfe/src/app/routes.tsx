import { RequirePermission } from '@shopdesk/app-providers';
import { BuildStamp } from '@shopdesk/ui-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AuditLogList } from '../features/audit-log/components/audit-log-list';
import { EmployeeList } from '../features/employees/components/employee-list';
import { ProfilePage } from '../features/profile/components/profile-page';
import { InviteList } from '../features/invites/components/invite-list';
import { SecuritySettingsPage } from '../features/security-settings/components/security-settings-page';
import { EmployeesDashboardRoute } from '../routes/employees-dashboard-route';
import { UsersDashboardRoute } from '../routes/users-dashboard-route';
import { SectionNotFound } from './section-not-found';

/**
 * The Users section's route tree, mounted by the shell at /main/users/*; paths here are relative.
 * The invites are for the levels with 'invites.manage', the audit log for those with 'audit.read',
 * the security settings for 'settings.manage'; the others read that they have no access.
 */
export default function UsersRoutes() {
  return (
    <>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<UsersDashboardRoute />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="employees">
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<EmployeesDashboardRoute />} />
          <Route path="allEmployees" element={<EmployeeList />} />
          <Route
            path="employeeInvites"
            element={
              <RequirePermission permission="invites.manage">
                <InviteList />
              </RequirePermission>
            }
          />
        </Route>
        <Route
          path="auditLog"
          element={
            <RequirePermission permission="audit.read">
              <AuditLogList />
            </RequirePermission>
          }
        />
        <Route
          path="security"
          element={
            <RequirePermission permission="settings.manage">
              <SecuritySettingsPage />
            </RequirePermission>
          }
        />
        <Route path="*" element={<SectionNotFound />} />
      </Routes>
      <BuildStamp build={process.env.BUILD_ID} />
    </>
  );
}
