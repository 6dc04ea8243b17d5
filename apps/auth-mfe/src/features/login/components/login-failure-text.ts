import { ApiError } from '@shopdesk/api-client';
import { failureText } from '../../../lib/failure-text';

export const CREDENTIAL_INVALID = 'Credential Invalid!';

/** 'Credential Invalid!' for refused credentials (spec §8); a 429's wait or an outage says what really happened. */
export function loginFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return CREDENTIAL_INVALID;
  return failureText(error, CREDENTIAL_INVALID);
}
