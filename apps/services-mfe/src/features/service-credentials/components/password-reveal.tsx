import { errorMessage, getSingleServiceCredential } from '@shopdesk/api-client';
import { PasswordReveal as RevealControl } from '@shopdesk/ui-kit';

/**
 * A credential's password, masked until the employee asks: Show reads it from the API (each read
 * audited), Hide masks it again and forgets it.
 *
 * @example <PasswordReveal credentialId={credential._id} />
 */
export function PasswordReveal({ credentialId }: { credentialId: string }) {
  return (
    <RevealControl
      read={() => getSingleServiceCredential(credentialId).then((credential) => credential.password)}
      describeError={(error) => errorMessage(error, 'Could not read the password')}
    />
  );
}
