import { createServiceCredential, queryKeys, useFormMutation } from '@shopdesk/api-client';
import { toCredentialFields, type CredentialValues } from '../utils/credential-values';

/** Adds a credential to a service (POST serviceCredentials); the credential lists refresh. */
export function useCreateCredential(serviceId: string) {
  return useFormMutation((values: CredentialValues) => createServiceCredential(toCredentialFields(serviceId, values)), {
    invalidates: [queryKeys.serviceCredentials.all],
  });
}
