import { errorMessage } from '@shopdesk/api-client';
import type { Employee } from '@shopdesk/contracts';
import { Button, ConfirmModal, DetailList, ErrorNotice, Loader, space, toast } from '@shopdesk/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useEmployeeSecurity, useResetEmployeeSecondFactor } from '../api/employee-security';

const Footer = styled.div`
  margin-top: ${space('lg')};
`;

/**
 * The Two-factor tab of an employee's view, for owners: whether they sign in with an authenticator
 * app and how many recovery codes they have left, and "Reset two-factor sign-in" (confirmed, then
 * the owner confirms it's them) for an employee who lost their phone.
 */
export function EmployeeTwoFactor({ employee }: { employee: Employee }) {
  const security = useEmployeeSecurity(employee._id);
  const reset = useResetEmployeeSecondFactor(employee._id);
  const [confirming, setConfirming] = useState(false);

  if (security.isPending) return <Loader label="Loading their sign-in security" />;
  if (security.isError) {
    return <ErrorNotice message={errorMessage(security.error, 'Could not load their sign-in security')} onRetry={() => void security.refetch()} />;
  }
  const { totp, recoveryCodesLeft } = security.data;
  const resetIt = () =>
    reset.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message ?? 'Two-factor sign-in reset'),
      onError: (error) => toast.error(errorMessage(error, 'Could not reset their two-factor sign-in')),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <DetailList
        items={[
          { label: 'Authenticator app', value: totp ? 'On' : 'Off: signs in with a password only' },
          ...(totp ? [{ label: 'Recovery codes left', value: String(recoveryCodesLeft) }] : []),
        ]}
      />
      {totp && (
        <Footer>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Reset two-factor sign-in
          </Button>
        </Footer>
      )}
      <ConfirmModal
        open={confirming}
        message={`Reset ${employee.name}'s two-factor sign-in? Their authenticator app and recovery codes stop working, and they set up a new app when they next sign in. An e-mail tells them.`}
        confirmLabel="Reset two-factor sign-in"
        tone="danger"
        busy={reset.isPending}
        onConfirm={resetIt}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
