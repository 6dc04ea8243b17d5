import type { EmployeeInvite, Level } from '@shopdesk/contracts';
import { canResend, canRevoke } from '../utils/invite-state';
import { ResendIcon, RevokeIcon } from './invite-icons';
import { type RowAction } from '@shopdesk/lists';

/** What a row's action asks to do to an invite. */
export type InviteAction = 'resend' | 'revoke';

/**
 * An invite row's icon buttons: resend and revoke, each only where it applies. Resending makes a
 * new link at the invite's level, so it is there only when `grantable` (the levels the signed-in
 * employee may give, contracts' `grantableLevels`) has that level: a manager cannot resend an
 * owner's invite, but may revoke it.
 */
export function inviteRowActions(
  invite: EmployeeInvite,
  grantable: readonly Level[],
  onAction: (action: InviteAction, invite: EmployeeInvite) => void,
): RowAction[] {
  const actions: RowAction[] = [];
  if (canResend(invite) && grantable.includes(invite.level)) {
    actions.push({ key: 'resend', label: 'Resend', icon: <ResendIcon />, onClick: () => onAction('resend', invite) });
  }
  if (canRevoke(invite)) {
    actions.push({ key: 'revoke', label: 'Revoke', icon: <RevokeIcon />, tone: 'danger', onClick: () => onAction('revoke', invite) });
  }
  return actions;
}
