import type { CredentialCipher } from '../credentials/credential-cipher';
import type { Database } from '../db/database';
import type { EmailMessage } from './outbox';
import type { MailLogger, MailTransport } from './transports';

export interface OutboxOptions {
  db: Database;
  transport: MailTransport;
  logger: MailLogger;
  /** Opens sealed e-mails; one it cannot open (another keyring) fails like a refused send. */
  cipher: CredentialCipher;
  /** E-mails claimed per transaction. */
  batchSize?: number;
  /** After this many failed attempts an e-mail is marked failed and no longer tried. */
  maxAttempts?: number;
  /** A claimed e-mail whose sender died is tried again after this long. */
  leaseSeconds?: number;
  /** Told of each failed attempt, and whether it was the last (the e-mail is then marked failed). */
  onFailedAttempt?: (givenUp: boolean) => void;
}

interface ClaimedEmail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  sealed: boolean;
  attempts: number;
}

/**
 * The e-mail as it is sent: its body decrypted (the row id is the associated data). An e-mail
 * queued before every e-mail was sealed is sent as it was stored.
 */
function openEmail(email: ClaimedEmail, cipher: CredentialCipher): EmailMessage {
  if (!email.sealed) return { to: email.to_address, subject: email.subject, text: email.text_body, html: email.html_body };
  return {
    to: email.to_address,
    subject: email.subject,
    text: cipher.decrypt(email.text_body, email.id),
    html: email.html_body === null ? null : cipher.decrypt(email.html_body, email.id),
  };
}

const DEFAULTS = { batchSize: 20, maxAttempts: 8, leaseSeconds: 300 };

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Claims up to `limit` due e-mails. SKIP LOCKED lets any number of instances claim at once without
 * taking the same row; the claim moves next_attempt_at past a lease, so the send itself runs
 * outside any transaction (an SMTP timeout never holds a database connection) and an e-mail whose
 * sender died is picked up again when the lease runs out.
 */
async function claimDue(db: Database, limit: number, leaseSeconds: number): Promise<ClaimedEmail[]> {
  const { rows } = await db.query<ClaimedEmail>(
    `WITH due AS (
       SELECT id FROM outbox_emails
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id
        LIMIT $1
        FOR UPDATE SKIP LOCKED
     )
     UPDATE outbox_emails o
        SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2), updated_at = now()
       FROM due
      WHERE o.id = due.id
     RETURNING o.id, o.to_address, o.subject, o.text_body, o.html_body, o.sealed, o.attempts`,
    [limit, leaseSeconds],
  );
  return rows;
}

// The body holds a live token: once the e-mail is out (or given up on) the database forgets it.
const markSent = (db: Database, id: string) =>
  db.query(
    `UPDATE outbox_emails
        SET status = 'sent', sent_at = now(), text_body = '', html_body = NULL, last_error = NULL, updated_at = now()
      WHERE id = $1`,
    [id],
  );

async function markFailedAttempt(db: Database, email: ClaimedEmail, error: unknown, maxAttempts: number): Promise<boolean> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const givenUp = email.attempts >= maxAttempts;
  await db.query(
    givenUp
      ? `UPDATE outbox_emails SET status = 'failed', last_error = $2, text_body = '', html_body = NULL, updated_at = now() WHERE id = $1`
      : `UPDATE outbox_emails SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3), updated_at = now() WHERE id = $1`,
    givenUp ? [email.id, message] : [email.id, message, retryDelaySeconds(email.attempts)],
  );
  return givenUp;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/** Delivers every e-mail that is due now, batch after batch; the worker's tick and the tests use it. */
export async function drainOutbox(options: OutboxOptions): Promise<DrainResult> {
  const { db, transport, logger } = options;
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  const leaseSeconds = options.leaseSeconds ?? DEFAULTS.leaseSeconds;
  const result: DrainResult = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await claimDue(db, batchSize, leaseSeconds);
    for (const email of batch) {
      try {
        await transport.send(openEmail(email, options.cipher));
      } catch (error) {
        const givenUp = await markFailedAttempt(db, email, error, maxAttempts);
        result.failed += 1;
        options.onFailedAttempt?.(givenUp);
        logger.warn(
          { err: error, emailId: email.id, attempts: email.attempts },
          givenUp ? 'e-mail delivery failed for good' : 'e-mail delivery failed, will retry',
        );
        continue;
      }
      await markSent(db, email.id);
      result.sent += 1;
    }
    if (batch.length < batchSize) return result;
  }
}

export interface OutboxWorker {
  /** Stops polling and waits for the batch in flight to finish. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` (the next poll starts after the previous one ends). */
export function startOutboxWorker(options: OutboxOptions & { intervalMs: number }): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const tick = () => {
    inFlight = drainOutbox(options)
      .then(() => undefined)
      .catch((error: unknown) => options.logger.error({ err: error }, 'the outbox worker could not read the outbox'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
