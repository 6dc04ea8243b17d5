import type { EmployeeInvite } from '@shopdesk/contracts';
import type { Column } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { formatTime } from '../utils/format-time';
import { inviteStateText } from '../utils/invite-state';

// A date broken over three lines on a phone makes every row three times as tall; kept whole, it scrolls.
const Whole = styled.span`
  white-space: nowrap;
`;

/** The invites list's columns: email, who invited and when, and the link's state (Actions come with the row actions). */
export const INVITE_COLUMNS: Column<EmployeeInvite>[] = [
  { key: 'email', header: 'email' },
  { key: 'invitedBy', header: 'Invited by', render: (invite) => invite.invitedBy?.name ?? 'N/A' },
  { key: 'createdAt', header: 'Invited', render: (invite) => <Whole>{formatTime(invite.createdAt)}</Whole> },
  { key: 'state', header: 'Status', render: (invite) => <Whole>{inviteStateText(invite)}</Whole> },
];
