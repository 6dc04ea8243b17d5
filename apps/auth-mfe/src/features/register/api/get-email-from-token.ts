import { getEmailFromToken } from '@shopdesk/api-client';
import { useTokenPage } from '../../../lib/use-token-page';

/** The register page's invite (auth/getEmailFromToken/:token): the e-mail it was sent to and the level it joins at, read once. */
export const useInvitedEmail = (token: string) => useTokenPage('invitedEmail', token, getEmailFromToken);
