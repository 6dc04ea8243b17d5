import { LEVEL_LABELS, type EmployeeInvite } from '@shopdesk/contracts';
import { narrowMedia } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { formatTime } from '../utils/format-time';
import { inviteStateText } from '../utils/invite-state';
import { type Column, EmailCell } from '@shopdesk/lists';

// A date broken over three lines makes every row three times as tall: kept whole. A phone leaves
// the date out and lets the status wrap rather than scroll sideways.
const Whole = styled.span`
  white-space: nowrap;
  ${narrowMedia} {
    white-space: normal;
  }
`;

/**
 * The invites list's columns: email, the level it joins at, who invited and when, and the link's
 * state (Actions come with the row actions). A phone keeps email and status only.
 */
export const INVITE_COLUMNS: Column<EmployeeInvite>[] = [
  { key: 'email', header: 'email', sortField: 'email', render: (invite) => <EmailCell email={invite.email} /> },
  { key: 'level', header: 'Level', wideOnly: true, render: (invite) => LEVEL_LABELS[invite.level] },
  { key: 'invitedBy', header: 'Invited by', wideOnly: true, render: (invite) => invite.invitedBy?.name ?? 'N/A' },
  { key: 'createdAt', header: 'Invited', sortField: 'createdAt', wideOnly: true, render: (invite) => <Whole>{formatTime(invite.createdAt)}</Whole> },
  { key: 'state', header: 'Status', render: (invite) => <Whole>{inviteStateText(invite)}</Whole> },
];
