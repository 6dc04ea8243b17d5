import { Badge, truncateId } from '@shopdesk/ui-kit';

/** What a possible duplicate is flagged with: the earlier order of the same payment. */
export const duplicateText = (duplicateOf: string, whole = false) => `Possible duplicate of ${whole ? duplicateOf : truncateId(duplicateOf)}`;

/**
 * The warning badge of an order whose payment (method and transaction id) an earlier order has;
 * nothing for one that is not.
 *
 * @example <DuplicateFlag duplicateOf={order.duplicateOf} />
 */
export function DuplicateFlag({ duplicateOf }: { duplicateOf: string | null | undefined }) {
  if (!duplicateOf) return null;
  return (
    <Badge tone="warning" title={`${duplicateText(duplicateOf, true)}: the same payment method and transaction id`}>
      {duplicateText(duplicateOf)}
    </Badge>
  );
}
