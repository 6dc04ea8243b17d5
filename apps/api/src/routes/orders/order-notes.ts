import { ORDER_NOTE_LIMITS, type OrderNote } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { insertNote, lockNote, updateNoteBody, type NoteRow } from '../../repositories/order-notes';
import { findOrderStatus } from '../../repositories/orders';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import type { Clock } from '../../lib/clock';

const EDIT_WINDOW_MS = ORDER_NOTE_LIMITS.editableMinutes * 60_000;

export function toOrderNote(row: NoteRow): OrderNote {
  return {
    _id: row.id,
    body: row.body,
    author: { _id: row.author_id, name: row.author_name },
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    editableUntil: new Date(row.created_at.getTime() + EDIT_WINDOW_MS).toISOString(),
  };
}

/** Writes a note on an order, as its author; audited (the audit row keeps the text as written). */
export async function addOrderNote(db: Database, orderId: string, body: string, actor: Actor): Promise<OrderNote> {
  return db.transaction(async (tx) => {
    if (!(await findOrderStatus(tx, orderId))) throw notFound('Order');
    const row = await insertNote(tx, { orderId, authorId: actor.id, body });
    await recordAudit(tx, actor, { action: 'order.note_add', entity: 'order', entityId: orderId, after: { note: row.id, body } });
    return toOrderNote(row);
  });
}

/**
 * Changes a note's text: only its author, and only within the edit window (measured on the API's
 * clock from when it was written). The audit row keeps the text before and after.
 */
export async function editOrderNote(db: Database, clock: Clock, noteId: string, body: string, actor: Actor): Promise<OrderNote> {
  return db.transaction(async (tx) => {
    const note = await lockNote(tx, noteId);
    if (!note) throw notFound('Note');
    if (note.author_id !== actor.id) throw forbidden('Only its author may edit a note');
    if (clock.now().getTime() > note.created_at.getTime() + EDIT_WINDOW_MS) {
      throw conflict(`A note can be edited for ${ORDER_NOTE_LIMITS.editableMinutes} minutes after it is written`);
    }
    const row = await updateNoteBody(tx, noteId, body);
    await recordAudit(tx, actor, {
      action: 'order.note_edit',
      entity: 'order',
      entityId: note.order_id,
      before: { note: noteId, body: note.body },
      after: { note: noteId, body },
    });
    return toOrderNote(row);
  });
}
