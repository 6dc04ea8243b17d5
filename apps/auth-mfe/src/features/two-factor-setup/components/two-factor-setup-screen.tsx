import { errorMessage, logout, passkeysSupported } from '@shopdesk/api-client';
import { useLogout } from '@shopdesk/session';
import { AddPasskeyForm, RecoveryCodesModal, requirementText, TotpSetup, useMySecurity, useStartTotp } from '@shopdesk/two-factor';
import { Button, ErrorNotice, FieldStack, Loader, toast } from '@shopdesk/ui-kit';
import { useEffect, useState } from 'react';
import { AuthCard } from '../../../components/auth-card';
import { WideButton } from '../../../components/submit-button';
import { failureText } from '../../../lib/failure-text';

export interface TwoFactorSetupScreenProps {
  /** Set up (the codes saved), or no longer asked for: on to the page the employee was going to. */
  onDone: () => void;
  /** "Remind me later": only while the grace period lasts. */
  onLater: () => void;
}

/**
 * The screen a sign-in leads to when the shop's two-factor policy asks the employee for a second
 * factor they do not have: why, and the authenticator app's set-up (QR code, key, first code),
 * then the recovery codes; or a passkey instead. During the grace period "Remind me later" goes on; after it, the only
 * other way out is signing out (the API refuses every other call).
 */
export function TwoFactorSetupScreen({ onDone, onLater }: TwoFactorSetupScreenProps) {
  const security = useMySecurity();
  const start = useStartTotp();
  const signOut = useLogout(logout);
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [addingPasskey, setAddingPasskey] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = () =>
    start.mutateAsync().then(setEnrolment, (error: unknown) => {
      toast.error(failureText(error, 'Could not start setting up the app'));
    });

  if (codes) {
    return (
      <AuthCard title="Two-factor sign-in is on" description="Save your recovery codes before you go on.">
        <RecoveryCodesModal codes={codes} onClose={onDone} />
      </AuthCard>
    );
  }
  if (security.isPending) {
    return (
      <AuthCard title="Two-factor sign-in">
        <Loader label="Loading your sign-in security" />
      </AuthCard>
    );
  }
  if (security.isError) {
    return (
      <AuthCard title="Two-factor sign-in">
        <ErrorNotice message={errorMessage(security.error, 'Could not load your sign-in security')} onRetry={() => void security.refetch()} />
      </AuthCard>
    );
  }
  const setup = security.data.twoFactorSetup;
  if (!setup) return <NothingToDo onDone={onDone} />;
  return (
    <AuthCard
      title="Two-factor sign-in"
      description={setup.required ? requirementText(setup) : `${requirementText(setup)} Set it up now, or be reminded at your next sign-in.`}
    >
      {enrolment ? (
        <TotpSetup secret={enrolment.secret} uri={enrolment.uri} onCancel={() => setEnrolment(null)} onTurnedOn={setCodes} />
      ) : addingPasskey ? (
        <AddPasskeyForm onAdded={onDone} onCancel={() => setAddingPasskey(false)} />
      ) : (
        <FieldStack>
          <p>
            Signing in will also ask for a code from an authenticator app on your phone (Google Authenticator, 1Password, Microsoft
            Authenticator or any other), so a stolen password alone cannot open the shop.
          </p>
          <WideButton busy={start.isPending} onClick={() => void begin()}>
            Set up an authenticator app
          </WideButton>
          {passkeysSupported() && (
            <WideButton variant="secondary" onClick={() => setAddingPasskey(true)}>
              Add a passkey instead
            </WideButton>
          )}
          {setup.required ? (
            <Button variant="secondary" onClick={() => void signOut()}>
              Sign out
            </Button>
          ) : (
            <Button variant="secondary" onClick={onLater}>
              Remind me later
            </Button>
          )}
        </FieldStack>
      )}
    </AuthCard>
  );
}

/** Nothing is asked of the employee (set up meanwhile, or the policy changed): straight on. */
function NothingToDo({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}
