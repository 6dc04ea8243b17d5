import { useLiveStatus } from '@shopdesk/api-client';
import { color, fontSize, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';

const Badge = styled.span<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space('xs')};
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  white-space: nowrap;
  &::before {
    width: 8px;
    height: 8px;
    content: '';
    background: ${({ $live }) => ($live ? color('success') : color('warning'))};
    border-radius: 50%;
  }
`;

const LABEL = { live: 'Live', paused: 'Paused', connecting: 'Reconnecting…', offline: 'Reconnecting…' } as const;
const TITLE: Partial<Record<keyof typeof LABEL, string>> = {
  live: 'New orders and status changes appear as they happen',
  paused: 'Live updates moved to a tab you opened later; they resume when you use this one',
};

/**
 * Whether the list follows changes as they happen: 'Live', 'Reconnecting…' while the stream is
 * down, or 'Paused' while a newer tab holds it (the list then shows what it last read). Nothing
 * once the stream has ended (signed out).
 */
export function LiveBadge() {
  const status = useLiveStatus();
  if (status === 'ended') return null;
  return (
    <Badge $live={status === 'live'} data-live={status} title={TITLE[status]}>
      {LABEL[status]}
    </Badge>
  );
}
