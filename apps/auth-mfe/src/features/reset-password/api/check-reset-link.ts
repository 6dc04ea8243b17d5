import { checkResetToken } from '@shopdesk/api-client';
import { useTokenPage } from '../../../lib/use-token-page';

/** Whether the reset page's link still works (auth/checkResetToken/:token), asked once. */
export const useResetLinkCheck = (token: string) => useTokenPage('resetLink', token, checkResetToken);
