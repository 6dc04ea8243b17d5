import { color, fontSize, fontWeight, truncateId } from '@shopdesk/ui-kit';
import styled from 'styled-components';

// A line of small coloured text rather than a pill: a long reason wraps like text, on a phone too.
const Flag = styled.span<{ $tone: 'warning' | 'danger' }>`
  display: block;
  max-width: 36ch;
  font-size: ${fontSize('xs')};
  font-weight: ${fontWeight('semibold')};
  line-height: 1.35;
  color: ${({ $tone }) => color($tone)};
  &::before {
    content: '● ';
  }
`;

/** What a possible duplicate is flagged with: the earlier order of the same payment. */
export const duplicateText = (duplicateOf: string, whole = false) => `Possible duplicate of ${whole ? duplicateOf : truncateId(duplicateOf)}`;

/** What a watched order is flagged with. */
export const watchText = (reason: string) => `On watch list: ${reason}`;

/**
 * The warning flag of an order whose payment (method and transaction id) an earlier order has;
 * nothing for one that is not.
 *
 * @example <DuplicateFlag duplicateOf={order.duplicateOf} />
 */
export function DuplicateFlag({ duplicateOf }: { duplicateOf: string | null | undefined }) {
  if (!duplicateOf) return null;
  return (
    <Flag $tone="warning" title={`${duplicateText(duplicateOf, true)}: the same payment method and transaction id`}>
      {duplicateText(duplicateOf)}
    </Flag>
  );
}

/** The flag of a pending order the watch list matches, with the entry's reason; nothing otherwise. */
export function WatchFlag({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return <Flag $tone="danger">{watchText(reason)}</Flag>;
}
