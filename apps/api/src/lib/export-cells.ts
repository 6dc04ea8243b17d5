/** How an export writes what a screen shows as a badge or a switch. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Dollars with their cents, as the lists show them, without the sign (a spreadsheet sums them). */
export const dollars = (amount: number) => amount.toFixed(2);
