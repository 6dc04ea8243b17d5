import type { SavedViewList, SavedViewQuery } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

export interface SavedViewRow {
  id: string;
  owner_id: string;
  owner_name: string;
  list: SavedViewList;
  name: string;
  query: SavedViewQuery;
  shared: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
}

const VIEW_COLUMNS = 'v.id, v.owner_id, e.name AS owner_name, v.list, v.name, v.query, v.shared, v.position, v.created_at, v.updated_at';

/** The advisory-lock class of one employee's views of one list (its second key hashes both). */
const OWNER_VIEWS_LOCK = 7305;

/**
 * Makes one employee's changes to their views of `list` take turns until the transaction ends, so
 * two saves at once each see the other's view when they count and place theirs.
 */
export async function lockOwnerViews(tx: Queryable, ownerId: string, list: SavedViewList): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [OWNER_VIEWS_LOCK, `${ownerId}:${list}`]);
}

/** The views of `list` an employee sees: their own in their order, then the team's shared ones by owner. */
export async function findVisibleViews(q: Queryable, employeeId: string, list: SavedViewList): Promise<SavedViewRow[]> {
  const { rows } = await q.query<SavedViewRow>(
    `SELECT ${VIEW_COLUMNS} FROM saved_views v JOIN employees e ON e.id = v.owner_id
      WHERE v.list = $2 AND (v.owner_id = $1 OR v.shared)
      ORDER BY v.owner_id <> $1, e.name, v.owner_id, v.position, v.created_at`,
    [employeeId, list],
  );
  return rows;
}

export async function findView(q: Queryable, id: string): Promise<SavedViewRow | undefined> {
  const { rows } = await q.query<SavedViewRow>(`SELECT ${VIEW_COLUMNS} FROM saved_views v JOIN employees e ON e.id = v.owner_id WHERE v.id = $1`, [id]);
  return rows[0];
}

/** The ids of an employee's own views of `list`, in their order. */
export async function ownViewIds(q: Queryable, ownerId: string, list: SavedViewList): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM saved_views WHERE owner_id = $1 AND list = $2 ORDER BY position, created_at', [ownerId, list]);
  return rows.map((row) => row.id);
}

/** Whether the employee has another view of `list` by that name, whatever its case. */
export async function nameTaken(q: Queryable, ownerId: string, list: SavedViewList, name: string, exceptId?: string): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM saved_views WHERE owner_id = $1 AND list = $2 AND lower(name) = lower($3) AND id IS DISTINCT FROM $4::uuid',
    [ownerId, list, name, exceptId ?? null],
  );
  return rows.length > 0;
}

export interface NewSavedView {
  ownerId: string;
  list: SavedViewList;
  name: string;
  query: SavedViewQuery;
  shared: boolean;
}

/** Adds a view after the employee's others of its list. */
export async function insertView(tx: Queryable, view: NewSavedView): Promise<SavedViewRow> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO saved_views (owner_id, list, name, query, shared, position)
     VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(position) + 1, 0) FROM saved_views WHERE owner_id = $1 AND list = $2))
     RETURNING id`,
    [view.ownerId, view.list, view.name, JSON.stringify(view.query), view.shared],
  );
  return (await findView(tx, rows[0].id)) as SavedViewRow;
}

export interface SavedViewUpdate {
  name?: string;
  query?: SavedViewQuery;
  shared?: boolean;
}

export async function updateView(tx: Queryable, id: string, changes: SavedViewUpdate): Promise<SavedViewRow> {
  await tx.query(
    `UPDATE saved_views SET name = coalesce($2, name), query = coalesce($3::jsonb, query), shared = coalesce($4, shared), updated_at = now()
      WHERE id = $1`,
    [id, changes.name ?? null, changes.query ? JSON.stringify(changes.query) : null, changes.shared ?? null],
  );
  return (await findView(tx, id)) as SavedViewRow;
}

/** Numbers the employee's views of a list in the order of `ids` (every one of them, each once). */
export async function setViewOrder(tx: Queryable, ownerId: string, ids: readonly string[]): Promise<void> {
  await tx.query(
    `UPDATE saved_views v SET position = o.position - 1, updated_at = now()
       FROM unnest($2::uuid[]) WITH ORDINALITY AS o (id, position)
      WHERE v.id = o.id AND v.owner_id = $1`,
    [ownerId, ids],
  );
}

export async function deleteView(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM saved_views WHERE id = $1', [id]);
}
