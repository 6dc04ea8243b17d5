import { errorMessage, getSingleServiceCredential } from '@shopdesk/api-client';
import { PasswordReveal } from '@shopdesk/ui-kit';

/**
 * A delivered credential's password, masked until the employee asks: Show reads it from the API
 * (each read audited), Hide masks it again and forgets it.
 *
 * @example <DeliveredPassword credentialId={delivery.credential._id} />
 */
export function DeliveredPassword({ credentialId }: { credentialId: string }) {
  return (
    <PasswordReveal
      read={() => getSingleServiceCredential(credentialId).then((credential) => credential.password)}
      describeError={(error) => errorMessage(error, 'Could not read the password')}
    />
  );
}
