import type { AfterOrderChange, Preferences, RememberedSortList } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

interface PreferencesRow {
  sorts: Preferences['sorts'];
  after_order_change: AfterOrderChange;
}

const toPreferences = (row: PreferencesRow | undefined): Preferences => ({
  sorts: row?.sorts ?? {},
  afterOrderChange: row?.after_order_change ?? 'next',
});

/** The employee's preferences, the defaults where they chose nothing. */
export async function findPreferences(db: Queryable, employeeId: string): Promise<Preferences> {
  const { rows } = await db.query<PreferencesRow>('SELECT sorts, after_order_change FROM employee_preferences WHERE employee_id = $1', [employeeId]);
  return toPreferences(rows[0]);
}

export interface PreferenceUpdate {
  /** One list's order; null forgets it. */
  sort?: { list: RememberedSortList; value: string | null };
  afterOrderChange?: AfterOrderChange;
}

/**
 * Changes what `update` names and answers every preference. One statement merges into the stored
 * row, so two tabs keeping two lists' orders at once both stay kept.
 */
export async function updatePreferences(db: Queryable, employeeId: string, update: PreferenceUpdate): Promise<Preferences> {
  const sortList = update.sort?.list ?? null;
  const sortValue = update.sort?.value ?? null;
  const { rows } = await db.query<PreferencesRow>(
    `INSERT INTO employee_preferences AS p (employee_id, sorts, after_order_change)
       VALUES ($1, CASE WHEN $2::text IS NOT NULL AND $3::text IS NOT NULL THEN jsonb_build_object($2::text, $3::text) ELSE '{}'::jsonb END,
               coalesce($4::text, 'next'))
     ON CONFLICT (employee_id) DO UPDATE SET
       sorts = CASE
         WHEN $2::text IS NULL THEN p.sorts
         WHEN $3::text IS NULL THEN p.sorts - $2::text
         ELSE p.sorts || jsonb_build_object($2::text, $3::text)
       END,
       after_order_change = coalesce($4::text, p.after_order_change),
       updated_at = now()
     RETURNING sorts, after_order_change`,
    [employeeId, sortList, sortValue, update.afterOrderChange ?? null],
  );
  return toPreferences(rows[0]);
}
