import { errorMessage } from '@shopdesk/api-client';
import type { Employee } from '@shopdesk/contracts';
import { Button, ConfirmModal, EmptyState, ErrorNotice, Loader, space, toast } from '@shopdesk/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { SessionList } from '../../../lib/session-list';
import type { Session } from '../../../lib/session-texts';
import { useEmployeeSessions, useEndEmployeeSessions } from '../api/employee-sessions';

const Footer = styled.div`
  margin-top: ${space('lg')};
`;

/**
 * The Sessions tab of an employee's view, for owners: where they are signed in, each with Sign
 * out, and "Sign out everywhere" (confirmed) for a lost phone or a departure.
 */
export function EmployeeSessions({ employee }: { employee: Employee }) {
  const sessions = useEmployeeSessions(employee._id);
  const end = useEndEmployeeSessions(employee._id);
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) return <Loader label="Loading the sessions" />;
  if (sessions.isError) {
    return <ErrorNotice message={errorMessage(sessions.error, 'Could not load the sessions')} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
  }
  if (sessions.data.length === 0) return <EmptyState title="Not signed in anywhere" />;
  const endOne = (session: Session) =>
    end.one.mutate(session._id, {
      onSuccess: () => toast.success('Signed out'),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign that session out')),
    });
  const endAll = () =>
    end.all.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message ?? 'Signed out'),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign the sessions out')),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <SessionList
        label={`Sessions of ${employee.name}`}
        sessions={sessions.data}
        onEnd={endOne}
        endingId={end.one.isPending ? end.one.variables : undefined}
      />
      <Footer>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </Footer>
      <ConfirmModal
        open={confirming}
        message={`Sign ${employee.name} out of every session? Their next request in each asks them to sign in again.`}
        confirmLabel="Sign out everywhere"
        tone="danger"
        busy={end.all.isPending}
        onConfirm={endAll}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
