import type { EmployeeInvite, InviteStatus } from '@shopdesk/contracts';
import { formatTime } from './format-time';

const STATE_TEXT: Record<InviteStatus, (invite: EmployeeInvite) => string> = {
  pending: (invite) => `Expires ${formatTime(invite.expiresAt)}`,
  expired: (invite) => `Expired ${formatTime(invite.expiresAt)}`,
  // Accepting and revoking are the invite's last changes, so `updatedAt` says when.
  accepted: (invite) => `Used ${formatTime(invite.updatedAt)}`,
  revoked: (invite) => `Revoked ${formatTime(invite.updatedAt)}`,
};

/** The invites list's last column: when the link expires, or that it expired, was used or revoked. */
export const inviteStateText = (invite: EmployeeInvite) => STATE_TEXT[invite.status](invite);

/** Resending makes a new link: for an invite nobody used or withdrew, whether its link still works or expired. */
export const canResend = (invite: EmployeeInvite) => invite.status === 'pending' || invite.status === 'expired';

/** Only a link that still works can be withdrawn. */
export const canRevoke = (invite: EmployeeInvite) => invite.status === 'pending';
