import type { CredentialFormFields } from '@shopdesk/api-client';
import type { ServiceCredential } from '@shopdesk/contracts';

/** The credential form's values; the service is the one of the screen, shown by name. */
export interface CredentialValues {
  serviceName: string;
  userId: string;
  password: string;
}

/** An empty form for a new credential of the service named `serviceName`. */
export const emptyCredentialValues = (serviceName: string): CredentialValues => ({ serviceName, userId: '', password: '' });

/** The form's values for an existing credential, its password as the API revealed it. */
export const credentialValues = (credential: ServiceCredential): CredentialValues => ({
  serviceName: credential.serviceName,
  userId: credential.userId ?? '',
  password: credential.password,
});

/**
 * What the API is sent: the screen's service, the user id trimmed (left out when blank: it is
 * optional), and the password exactly as typed (spaces in a password are part of it).
 */
export function toCredentialFields(serviceId: string, values: CredentialValues): CredentialFormFields {
  const userId = values.userId.trim();
  return { service: serviceId, ...(userId ? { userId } : {}), password: values.password };
}
