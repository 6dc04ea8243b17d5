import { useCan, usePageTitle } from '@shopdesk/session';
import { HubPage, type HubCard } from '@shopdesk/ui-kit';

const EMPLOYEES: HubCard = { title: 'Employees', to: '../employees', description: 'Your colleagues' };
const EMPLOYEES_AND_INVITES: HubCard = { ...EMPLOYEES, description: 'Your colleagues and the invites sent to new ones' };
const AUDIT_LOG: HubCard = { title: 'Audit log', to: '../auditLog', description: 'Who did what, to which record, when and from where' };
const SECURITY: HubCard = { title: 'Security settings', to: '../security', description: 'Whom the shop requires two-factor sign-in of' };

/**
 * `dashboard`: the section's landing page, a card leading to the employees (and their invites, for
 * 'invites.manage'), one to the audit log for 'audit.read', one to the security settings for
 * 'settings.manage'.
 */
export function UsersDashboardRoute() {
  usePageTitle('Users');
  const canInvite = useCan('invites.manage');
  const canAudit = useCan('audit.read');
  const canSecure = useCan('settings.manage');
  return (
    <HubPage
      title="Users"
      cards={[canInvite ? EMPLOYEES_AND_INVITES : EMPLOYEES, ...(canAudit ? [AUDIT_LOG] : []), ...(canSecure ? [SECURITY] : [])]}
    />
  );
}
