import { Badge, Button, color, fontSize, fontWeight, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
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

export interface SessionListProps {
  /** Names the list for screen readers: 'Your sessions', 'Sessions of Ada'. */
  label: string;
  sessions: readonly Session[];
  /** Signs one out; not offered for the session this request is made with. */
  onEnd: (session: Session) => void;
  /** The session being signed out (its button is busy). */
  endingId?: string;
}

/**
 * Sessions, one a row: device, address, when signed in and last active, "This device" for the
 * current one, and Sign out for the others. Used by the profile and by an owner's employee view.
 */
export function SessionList({ label, sessions, onEnd, endingId }: SessionListProps) {
  return (
    <List aria-label={label}>
      {sessions.map((session) => (
        <Item key={session._id}>
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
            <Button
              variant="secondary"
              size="sm"
              busy={endingId === session._id}
              onClick={() => onEnd(session)}
              aria-label={`Sign out ${deviceName(session)}, ${session.ip ?? 'unknown address'}`}
            >
              Sign out
            </Button>
          )}
        </Item>
      ))}
    </List>
  );
}
