import { passkeyFailure } from '@shopdesk/api-client';
import { WideButton } from '../components/submit-button';
import { failureText } from './failure-text';
import { toast } from '@shopdesk/ui-kit';

export interface PasskeyButtonProps {
  label: string;
  /** The ceremony; resolves once the employee is stored. */
  run: () => Promise<unknown>;
  busy: boolean;
  /** What a refused passkey says when the server did not. */
  refused: string;
  onSignedIn: () => void;
  disabled?: boolean;
}

/**
 * A sign-in step with a passkey: the browser asks for the fingerprint, face or PIN; signed in, the
 * page goes on. A cancelled prompt or a refused passkey says so in a toast and the page stays.
 */
export function PasskeyButton({ label, run, busy, refused, onSignedIn, disabled }: PasskeyButtonProps) {
  const go = () =>
    run().then(
      () => {
        toast.success('Successfully Logged in!');
        onSignedIn();
      },
      (error: unknown) => {
        toast.error(passkeyFailure(error, refused) ?? failureText(error, refused));
      },
    );
  return (
    <WideButton variant="secondary" busy={busy} disabled={disabled} onClick={() => void go()}>
      {label}
    </WideButton>
  );
}
