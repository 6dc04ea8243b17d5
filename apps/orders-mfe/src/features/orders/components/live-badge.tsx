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

/**
 * Whether the list follows changes as they happen: 'Live', or 'Reconnecting…' while the stream is
 * down (the list then shows what it last read). Nothing once the stream has ended (signed out).
 */
export function LiveBadge() {
  const status = useLiveStatus();
  if (status === 'ended') return null;
  const live = status === 'live';
  return (
    <Badge $live={live} data-live={status} title={live ? 'New orders and status changes appear as they happen' : undefined}>
      {live ? 'Live' : 'Reconnecting…'}
    </Badge>
  );
}
