import { errorMessage } from '@shopdesk/api-client';
import { Button, ConfirmModal, ErrorNotice, Loader, space, toast } from '@shopdesk/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useEndSessions, useMySessions } from '../api/my-sessions';
import { SessionList } from '../../../lib/session-list';
import type { Session } from '../../../lib/session-texts';

const Footer = styled.div`
  margin-top: ${space('lg')};
`;

/**
 * The employee's sessions: device, address, when signed in and last active, this one marked;
 * "Sign out" ends another one at once (its next request signs that browser out), and "Sign out
 * everywhere else", confirmed, ends all but this one.
 */
export function MySessions() {
  const sessions = useMySessions();
  const end = useEndSessions();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) return <Loader label="Loading your sessions" />;
  if (sessions.isError) {
    return <ErrorNotice message={errorMessage(sessions.error, 'Could not load your sessions')} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
  }
  const others = sessions.data.filter((session) => !session.current);
  const endOne = (session: Session) =>
    end.one.mutate(session._id, {
      onSuccess: () => toast.success('Signed out'),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign that session out')),
    });
  const endOthers = () =>
    end.others.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message ?? 'Signed out'),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign the other sessions out')),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <SessionList label="Your sessions" sessions={sessions.data} onEnd={endOne} endingId={end.one.isPending ? end.one.variables : undefined} />
      {others.length > 0 && (
        <Footer>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Sign out everywhere else
          </Button>
        </Footer>
      )}
      <ConfirmModal
        open={confirming}
        message={`Sign out ${others.length === 1 ? 'your other session' : `your ${others.length} other sessions`}? This browser stays signed in.`}
        confirmLabel="Sign out everywhere else"
        tone="danger"
        busy={end.others.isPending}
        onConfirm={endOthers}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
