import { errorMessage } from '@shopdesk/api-client';
import { Badge, Button, color, ConfirmModal, ErrorNotice, fontSize, fontWeight, Loader, space } from '@shopdesk/ui-kit';
import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useEndSessions, useMySessions } from '../api/my-sessions';
import { deviceName, sessionTime, type Session } from './session-texts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')} ${space('lg')};
  align-items: center;
  justify-content: space-between;
  padding: ${space('md')} 0;
  border-bottom: 1px solid ${color('border')};
`;

const Device = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  align-items: center;
  font-weight: ${fontWeight('semibold')};
`;

const Facts = styled.span`
  display: block;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

const Footer = styled.div`
  margin-top: ${space('lg')};
`;

function SessionItem({ session, onEnd, ending }: { session: Session; onEnd: () => void; ending: boolean }) {
  return (
    <Item>
      <span>
        <Device>
          {deviceName(session)}
          {session.current && <Badge tone="success">This device</Badge>}
        </Device>
        <Facts>
          {session.ip ?? 'Unknown address'} · signed in {sessionTime(session.signedInAt)} · last active {sessionTime(session.lastActiveAt)}
        </Facts>
      </span>
      {!session.current && (
        <Button variant="secondary" size="sm" busy={ending} onClick={onEnd} aria-label={`Sign out ${deviceName(session)}, ${session.ip ?? 'unknown address'}`}>
          Sign out
        </Button>
      )}
    </Item>
  );
}

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
      <List aria-label="Your sessions">
        {sessions.data.map((session) => (
          <SessionItem key={session._id} session={session} onEnd={() => endOne(session)} ending={end.one.isPending && end.one.variables === session._id} />
        ))}
      </List>
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
