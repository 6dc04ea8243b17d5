import { queryKeys, updateServiceCredential, useFormMutation } from '@shopdesk/api-client';
import { toCredentialFields, type CredentialValues } from '../utils/credential-values';

/**
 * Changes a credential's user id and password (PATCH serviceCredentials/:id). Only the lists
 * refresh: the open form's revealed credential is not read (and audited) again as it closes.
 */
export function useUpdateCredential(serviceId: string, credentialId: string) {
  return useFormMutation(
    (values: CredentialValues) => updateServiceCredential(credentialId, toCredentialFields(serviceId, values)),
    { invalidates: [queryKeys.serviceCredentials.lists] },
  );
}
