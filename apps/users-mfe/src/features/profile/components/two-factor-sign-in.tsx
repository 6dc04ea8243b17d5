import { errorMessage } from '@shopdesk/api-client';
import { Badge, Button, color, ErrorNotice, fontWeight, Loader, space, toast } from '@shopdesk/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import type { TwoFactorSetup } from '@shopdesk/contracts';
import { FEW_CODES_LEFT, RecoveryCodesModal, requirementText, TotpSetup, useMySecurity, useStartTotp } from '@shopdesk/two-factor';
import { useDisableTotp, useRenewRecoveryCodes } from '../api/two-factor';
import { PasswordProofModal } from './password-proof-modal';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space('md')};
`;

const Text = styled.span`
  color: ${color('textMuted')};
`;

const Status = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
`;

const Warning = styled.strong`
  font-weight: ${fontWeight('semibold')};
  color: ${color('warning')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
`;

interface Enrolment {
  secret: string;
  uri: string;
}

interface TotpOffProps {
  enrolling: boolean;
  /** What the shop's policy asks of the employee, if anything. */
  setup: TwoFactorSetup | null;
  onTurnedOn: (codes: string[]) => void;
}

/** Off or being set up: the offer to set the app up (with the shop's requirement, if any), then the setup itself. */
function TotpOff({ enrolling, setup, onTurnedOn }: TotpOffProps) {
  const start = useStartTotp();
  // The secret lives here only (not in a query cache), for as long as the setup is on screen.
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  if (enrolment) return <TotpSetup {...enrolment} onCancel={() => setEnrolment(null)} onTurnedOn={onTurnedOn} />;
  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (answer) => setEnrolment(answer),
      onError: (error) => toast.error(errorMessage(error, 'Could not start setting up the app')),
    });
  return (
    <Stack>
      {setup && <Warning>{requirementText(setup)}</Warning>}
      <Text>Ask for a code from an authenticator app (Google Authenticator, 1Password, Authy…) when you sign in, after your password.</Text>
      <Button busy={start.isPending} onClick={begin}>
        {enrolling ? 'Continue setting up' : 'Set up authenticator app'}
      </Button>
    </Stack>
  );
}

type Asking = 'turn off' | 'new codes' | null;

/** On: the codes left, new codes or turning it off, each after the password. */
function TotpOn({ codesLeft, onNewCodes }: { codesLeft: number; onNewCodes: (codes: string[]) => void }) {
  const disable = useDisableTotp();
  const renew = useRenewRecoveryCodes();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);

  return (
    <Stack>
      <Status>
        <Badge tone="success">On</Badge>
        <Text>Signing in asks for a code from your authenticator app after your password.</Text>
      </Status>
      <Status>
        Recovery codes left: {codesLeft}
        {codesLeft <= FEW_CODES_LEFT && <Warning>Make new ones soon</Warning>}
      </Status>
      <Actions>
        <Button variant="secondary" onClick={() => setAsking('new codes')}>
          New recovery codes
        </Button>
        <Button variant="secondary" onClick={() => setAsking('turn off')}>
          Turn off
        </Button>
      </Actions>
      <PasswordProofModal
        open={asking === 'new codes'}
        title="New recovery codes"
        message="Ten new codes replace the ones you have: those stop working. Enter your password to go on."
        confirmLabel="Make new codes"
        failure="Could not make new recovery codes"
        onConfirm={async (password) => onNewCodes((await renew.mutateAsync(password)).recoveryCodes)}
        onClose={close}
      />
      <PasswordProofModal
        open={asking === 'turn off'}
        title="Turn off two-factor sign-in"
        message="Signing in will ask for your password only, and your recovery codes stop working. Enter your password to go on."
        confirmLabel="Turn off"
        tone="danger"
        failure="Could not turn two-factor sign-in off"
        onConfirm={async (password) => toast.success((await disable.mutateAsync(password)).message ?? 'Two-factor sign-in is off')}
        onClose={close}
      />
    </Stack>
  );
}

/**
 * Two-factor sign-in with an authenticator app (TOTP): off (or left half set up) with the way to
 * set it up, or on with the recovery codes left. The recovery codes a change answers show once.
 */
export function TwoFactorSignIn() {
  const security = useMySecurity();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (security.isPending) return <Loader label="Loading two-factor sign-in" />;
  if (security.isError) {
    return (
      <ErrorNotice
        message={errorMessage(security.error, 'Could not load two-factor sign-in')}
        onRetry={() => void security.refetch()}
        retrying={security.isFetching}
      />
    );
  }
  const { totp, recoveryCodesLeft } = security.data;
  return (
    <>
      {totp === 'on' ? (
        <TotpOn codesLeft={recoveryCodesLeft} onNewCodes={setCodes} />
      ) : (
        <TotpOff enrolling={totp === 'enrolling'} setup={security.data.twoFactorSetup} onTurnedOn={setCodes} />
      )}
      <RecoveryCodesModal codes={codes} onClose={() => setCodes(null)} />
    </>
  );
}
