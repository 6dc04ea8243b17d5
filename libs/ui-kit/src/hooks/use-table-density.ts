import { storedChoice } from './stored-choice';

/** How much room a table row takes: 'compact' fits a full page of 20 rows and the pager on a laptop screen. */
export type TableDensity = 'comfortable' | 'compact';

/** Where the choice is remembered, per browser. */
export const TABLE_DENSITY_KEY = 'shopdesk.tableDensity';

/**
 * The table density the employee chose, remembered in this browser, and its setter; every table
 * on the page (and in the browser's other tabs) follows a change.
 *
 * @example const [density, setDensity] = useTableDensity();
 */
export const useTableDensity = storedChoice<TableDensity>(TABLE_DENSITY_KEY, ['comfortable', 'compact'], 'comfortable');
