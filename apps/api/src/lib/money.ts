/** Money is integer cents in the database and dollars in the API (12.5 ↔ 1250). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Rounds away the binary noise of decimal dollars (19.99 * 100 is 1998.9999999999998). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
