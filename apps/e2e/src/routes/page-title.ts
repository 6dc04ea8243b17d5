/**
 * A signed-in page's title as the tab shows it: its own title after the pending orders' count,
 * '(12) Employees · Shopdesk' (the count follows the live queue, so any number is accepted).
 */
export const signedInTitle = (title: string) => new RegExp(`^(\\(\\d+\\) )?${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
