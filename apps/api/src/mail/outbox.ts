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
 * Queues an e-mail in outbox_emails, sealed. Every e-mail the API sends carries a secret (an
 * invite or reset link, a delivered password) and may wait hours of retries while SMTP is down, so
 * text and HTML are stored encrypted with the credential cipher, bound to the row's id; the outbox
 * worker decrypts them just before sending, and clears them once sent or given up on. Call it in
 * the transaction that writes the token or the delivery, so the e-mail exists exactly when it does.
 */
export async function enqueueEmail(tx: Queryable, cipher: CredentialCipher, email: EmailMessage): Promise<string> {
  const id = randomUUID();
  await tx.query(
    'INSERT INTO outbox_emails (id, to_address, subject, text_body, html_body, sealed) VALUES ($1, $2, $3, $4, $5, true)',
    [id, email.to, email.subject, cipher.encrypt(email.text, id), email.html ? cipher.encrypt(email.html, id) : null],
  );
  return id;
}
