/** How much of an order or transaction id a table shows (spec §9). */
export const ID_PREVIEW_LENGTH = 10;

/**
 * The first 10 characters of an id followed by '...', as the spec's tables show every id
 * (spec §2: "the first 10 characters of _id and transactionId followed by an ellipsis").
 *
 * @example truncateId('3f0c9a7e-5b1d-4c2a') // '3f0c9a7e-5...'
 */
export function truncateId(id: string): string {
  return `${id.slice(0, ID_PREVIEW_LENGTH)}...`;
}
