import type { StockShortfall } from '@shopdesk/contracts';
import { serviceImportPath } from '@shopdesk/sections';
import { useCan } from '@shopdesk/session';
import { color, fontSize, fontWeight } from '@shopdesk/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { truncateId } from '@shopdesk/lists';

// A line of small coloured text rather than a pill: a long reason wraps like text, on a phone too.
// Compact rows keep to one line: there it follows the name.
const Flag = styled.span<{ $tone: 'warning' | 'danger' }>`
  display: block;
  table[data-density='compact'] & {
    display: inline;
    margin-left: 6px;
  }
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
  return (
    <Flag $tone="danger" title={watchText(reason)}>
      {watchText(reason)}
    </Flag>
  );
}

/**
 * What a pending order short of stock is flagged with: completing it would fail.
 *
 * @example stockShortText({ service: { _id, name: 'Nord VPN' }, needed: 2, available: 1 }) // 'Nord VPN: needs 2, 1 in stock'
 */
export const stockShortText = ({ service, needed, available }: StockShortfall) => `${service.name}: needs ${needed}, ${available} in stock`;

/**
 * The flag of a pending order whose stock service has fewer credentials than it needs, with a link
 * to that service's import for who may stock it; nothing for one that can be completed.
 */
export function StockFlag({ short }: { short: StockShortfall | null | undefined }) {
  if (!short) return null;
  return (
    <Flag $tone="warning" title={stockShortText(short)}>
      {stockShortText(short)}
      <StockImportLink short={short} />
    </Flag>
  );
}

/** ' · Import credentials', to the short service's import, for who may stock it; nothing for the others. */
export function StockImportLink({ short }: { short: StockShortfall }) {
  const canStock = useCan('catalogue.write');
  if (!canStock) return null;
  return (
    <>
      {' · '}
      <Link to={serviceImportPath(short.service._id)}>Import credentials</Link>
    </>
  );
}
