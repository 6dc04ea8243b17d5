import { Badge } from '@shopdesk/ui-kit';
import { BAD_TEXT, isUsedText } from '../utils/is-used';

export interface IsUsedBadgeProps {
  isUsed: boolean;
  /** Reported bad: shown instead of Used or Available, as it is never handed out again. */
  isBad?: boolean;
}

/** Whether a credential was handed out: 'Used' or 'Available', or 'Bad' once reported bad (display only). */
export function IsUsedBadge({ isUsed, isBad = false }: IsUsedBadgeProps) {
  if (isBad) return <Badge tone="danger">{BAD_TEXT}</Badge>;
  return <Badge tone={isUsed ? 'neutral' : 'success'}>{isUsedText(isUsed)}</Badge>;
}
