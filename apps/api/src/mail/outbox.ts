import { randomUUID } from 'node:crypto';
import type { CredentialCipher } from '../credentials/credential-cipher';
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

/**
 * Queues an e-mail whose body holds secrets (a delivered password): text and HTML are stored
 * encrypted with the credential cipher, bound to the row's id, and the outbox worker decrypts them
 * just before sending. Once sent or given up on, the body is cleared like any other.
 */
export async function enqueueSealedEmail(tx: Queryable, cipher: CredentialCipher, email: EmailMessage): Promise<string> {
  const id = randomUUID();
  await tx.query(
    'INSERT INTO outbox_emails (id, to_address, subject, text_body, html_body, sealed) VALUES ($1, $2, $3, $4, $5, true)',
    [id, email.to, email.subject, cipher.encrypt(email.text, id), email.html ? cipher.encrypt(email.html, id) : null],
  );
  return id;
}
