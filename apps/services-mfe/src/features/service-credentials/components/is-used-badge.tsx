import { Badge } from '@shopdesk/ui-kit';
import { isUsedText } from '../utils/is-used';

/** Whether a credential was handed out: 'Used' or 'Available' (display only). */
export function IsUsedBadge({ isUsed }: { isUsed: boolean }) {
  return <Badge tone={isUsed ? 'neutral' : 'success'}>{isUsedText(isUsed)}</Badge>;
}
