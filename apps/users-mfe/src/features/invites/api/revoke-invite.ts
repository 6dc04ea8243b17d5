import { revokeInvite } from '@shopdesk/api-client';
import { useInviteChange } from './use-invite-change';

/** Withdraws an invite: its link then answers as an expired one; the invites refresh. */
export const useRevokeInvite = () => useInviteChange(revokeInvite);
