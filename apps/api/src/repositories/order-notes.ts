import type { Queryable } from '../db/database';

export interface NoteRow {
  id: string;
  order_id: string;
  body: string;
  author_id: string;
  author_name: string;
  edited_at: Date | null;
  created_at: Date;
}

const NOTE_COLUMNS = 'n.id, n.order_id, n.body, n.author_id, e.name AS author_name, n.edited_at, n.created_at';

/** Writes a note; answers it with its author. */
export async function insertNote(tx: Queryable, note: { orderId: string; authorId: string; body: string }): Promise<NoteRow> {
  const { rows } = await tx.query<NoteRow>(
    `WITH n AS (INSERT INTO order_notes (order_id, author_id, body) VALUES ($1, $2, $3) RETURNING *)
     SELECT ${NOTE_COLUMNS} FROM n JOIN employees e ON e.id = n.author_id`,
    [note.orderId, note.authorId, note.body],
  );
  return rows[0];
}

/** Reads a note and locks its row until the transaction ends (two edits of one note run in turn). */
export async function lockNote(tx: Queryable, id: string): Promise<NoteRow | undefined> {
  const { rows } = await tx.query<NoteRow>(`SELECT ${NOTE_COLUMNS} FROM order_notes n JOIN employees e ON e.id = n.author_id WHERE n.id = $1 FOR UPDATE OF n`, [id]);
  return rows[0];
}

export async function updateNoteBody(tx: Queryable, id: string, body: string): Promise<NoteRow> {
  const { rows } = await tx.query<NoteRow>(
    `WITH n AS (UPDATE order_notes SET body = $2, edited_at = now(), updated_at = now() WHERE id = $1 RETURNING *)
     SELECT ${NOTE_COLUMNS} FROM n JOIN employees e ON e.id = n.author_id`,
    [id, body],
  );
  return rows[0];
}

/** An order's notes, newest first (order_notes_order_idx). */
export async function findOrderNotes(db: Queryable, orderId: string): Promise<NoteRow[]> {
  const { rows } = await db.query<NoteRow>(
    `SELECT ${NOTE_COLUMNS} FROM order_notes n JOIN employees e ON e.id = n.author_id WHERE n.order_id = $1 ORDER BY n.created_at DESC, n.id`,
    [orderId],
  );
  return rows;
}
