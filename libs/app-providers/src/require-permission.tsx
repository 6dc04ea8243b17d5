import type { Permission } from '@shopdesk/contracts';
import { usePageTitle, useCan } from '@shopdesk/session';
import { ForbiddenNotice } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';

/** Where the forbidden notice sends the employee: the dashboard, which every level may open. */
const DASHBOARD = { to: '/main/dashboard', label: 'Go to the dashboard' };

function Forbidden() {
  usePageTitle("You don't have access to this page");
  return <ForbiddenNotice back={DASHBOARD} />;
}

export interface RequirePermissionProps {
  permission: Permission;
  children: ReactNode;
}

/**
 * A route's page for the levels with `permission`; the others, who can only have typed or kept its
 * URL (no link leads there for them), read that they have no access, inside the layout.
 *
 * @example <Route path="auditLog" element={<RequirePermission permission="audit.read"><AuditLog /></RequirePermission>} />
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  return useCan(permission) ? children : <Forbidden />;
}
