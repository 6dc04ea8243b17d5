import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { color, fontSize, fontWeight, radius } from '../theme/theme-of';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

const tones = {
  neutral: { fg: color('textMuted'), bg: color('surfaceMuted') },
  primary: { fg: color('primary'), bg: color('primarySoft') },
  success: { fg: color('success'), bg: color('successSoft') },
  warning: { fg: color('warning'), bg: color('warningSoft') },
  danger: { fg: color('danger'), bg: color('dangerSoft') },
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  min-width: 22px;
  padding: 1px 8px;
  font-size: ${fontSize('xs')};
  font-weight: ${fontWeight('semibold')};
  line-height: 18px;
  justify-content: center;
  color: ${({ $tone }) => tones[$tone].fg};
  background: ${({ $tone }) => tones[$tone].bg};
  border-radius: ${radius('pill')};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/**
 * A small pill for a count or a status.
 *
 * @example <Badge tone={credential.isUsed ? 'warning' : 'success'}>{credential.isUsed ? 'Used' : 'Available'}</Badge>
 */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
