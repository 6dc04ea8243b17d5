import { resendInvite } from '@shopdesk/api-client';
import { useInviteChange } from './use-invite-change';

/** Sends an invite again with a new link and expiry (the old link stops working); the invites refresh. */
export const useResendInvite = () => useInviteChange(resendInvite);
