import type { Queryable } from '../db/database';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Queues an e-mail in outbox_emails. Call it inside the transaction that writes the invite or the
 * reset, so the e-mail exists exactly when its token does; the outbox worker delivers it.
 */
export async function enqueueEmail(tx: Queryable, email: EmailMessage): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO outbox_emails (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id',
    [email.to, email.subject, email.text, email.html ?? null],
  );
  return rows[0].id;
}
