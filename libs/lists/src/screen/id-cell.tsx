import styled from 'styled-components';
import { orNA } from './or-na';

/** How much of an id a table shows. */
export const ID_PREVIEW_LENGTH = 10;

// Kept on one line: an id that breaks at its hyphens on a phone is hard to read.
const Id = styled.span`
  white-space: nowrap;
`;

/**
 * The first 10 characters of an id followed by '...' (a short id gets the '...' too, as every
 * table shows ids the same way).
 *
 * @example truncateId('3f0c9a7e-5b1d-4c2a') // '3f0c9a7e-5...'
 */
export const truncateId = (id: string): string => `${id.slice(0, ID_PREVIEW_LENGTH)}...`;

/**
 * A table cell's id: cut to 10 characters and '...', the whole id as its tooltip; 'N/A' when
 * there is none.
 *
 * @example { key: '_id', header: 'Order ID', render: (order) => <IdCell id={order._id} /> }
 */
export function IdCell({ id }: { id: string | null | undefined }) {
  const present = id?.trim() ? id : undefined;
  return <Id title={present}>{orNA(present, truncateId)}</Id>;
}
