import { ApiError } from '@shopdesk/api-client';
import { failureText } from '../../../lib/failure-text';

export const CREDENTIAL_INVALID = 'Credential Invalid!';

/**
 * 'Credential Invalid!' for refused credentials; a 429's wait or an outage says what really
 * happened (docs/decisions.md#failures-are-visible).
 */
export function loginFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return CREDENTIAL_INVALID;
  return failureText(error, CREDENTIAL_INVALID);
}
