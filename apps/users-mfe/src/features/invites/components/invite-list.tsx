import { listExport } from '@shopdesk/api-client';
import { api, grantableLevels } from '@shopdesk/contracts';
import { useCan, useEmployee, usePageTitle } from '@shopdesk/session';
import { useState } from 'react';
import { useInvites } from '../api/get-invites';
import { InviteActionConfirm, type InviteActionTarget } from './invite-action-confirm';
import { INVITE_COLUMNS } from './invite-columns';
import { INVITE_TOPIC, InviteCreateModal } from './invite-create-modal';
import { inviteRowActions } from './invite-row-actions';
import { ListScreen } from '@shopdesk/lists';

/**
 * `employeeInvites` (for 'invites.manage'; the route checks): the invites, newest first, 10 a
 * page; the level each joins at, who sent it and when, and when its link expires or that it was
 * used or revoked; resend (at a level one may give) or revoke, each confirmed, and 'Create New
 * Employee Invite'.
 *
 * @example <InviteList />
 */
export function InviteList() {
  usePageTitle('Employee Invites');
  const invites = useInvites();
  const grantable = grantableLevels(useEmployee()?.level ?? '');
  const canExport = useCan('lists.export');
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<InviteActionTarget | null>(null);

  return (
    <ListScreen
      title="Employee Invites"
      controller={invites}
      columns={INVITE_COLUMNS}
      rowActions={(invite) => inviteRowActions(invite, grantable, (action) => setTarget({ action, invite }))}
      create={{ topic: INVITE_TOPIC, onCreate: () => setCreating(true) }}
      back={{ to: '../dashboard' }}
      exportCsv={canExport ? listExport(api.employees.exportInvites, invites, 'invites.csv') : undefined}
    >
      {creating && <InviteCreateModal onClose={() => setCreating(false)} />}
      <InviteActionConfirm target={target} onClose={() => setTarget(null)} />
    </ListScreen>
  );
}
