import { randomBytes } from 'node:crypto';
import { aesGcmCipher } from '../../src/credentials/aes-gcm-cipher';
import { enqueueEmail } from '../../src/mail/outbox';
import { drainOutbox, retryDelaySeconds } from '../../src/mail/outbox-worker';
import type { MailTransport } from '../../src/mail/transports';
import { captureTransport, silentLogger } from '../helpers/mailbox';
import { setupTestApp } from '../helpers/test-app';
import { raceTitle } from '../helpers/postgres-only';

const t = setupTestApp();
beforeEach(() => t.db.query('DELETE FROM outbox_emails'));

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  text_body: string;
  html_body: string | null;
  sent_at: Date | null;
  /** From the attempt that set it, not from now: the test's own pace cannot move it. */
  retry_after_seconds: number;
}
const outboxRow = async (id: string) =>
  (
    await t.db.query<OutboxRow>(
      `SELECT status, attempts, last_error, text_body, html_body, sent_at,
              round(extract(epoch FROM next_attempt_at - updated_at))::int AS retry_after_seconds
         FROM outbox_emails WHERE id = $1`,
      [id],
    )
  ).rows[0];
const enqueue = (to = 'someone@shopdesk.test') =>
  enqueueEmail(t.db, t.app.cipher, { to, subject: 'Hello', text: 'Open http://shopdesk.test/auth/register/abc', html: '<p>hi</p>' });
const failing = (message = 'connection refused'): MailTransport => ({
  kind: 'smtp',
  send: async () => {
    throw new Error(message);
  },
  close: async () => undefined,
});
const makeDue = (id: string) => t.db.query("UPDATE outbox_emails SET next_attempt_at = now() - interval '1 second' WHERE id = $1", [id]);

it('sends due e-mails, marks them sent and forgets their bodies', async () => {
  const id = await enqueue();
  const transport = captureTransport();
  expect(await drainOutbox({ db: t.db, transport, logger: silentLogger, cipher: t.app.cipher })).toEqual({ sent: 1, failed: 0 });
  expect(transport.sent).toEqual([
    { to: 'someone@shopdesk.test', subject: 'Hello', text: 'Open http://shopdesk.test/auth/register/abc', html: '<p>hi</p>' },
  ]);
  expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, text_body: '', html_body: null, sent_at: expect.any(Date) });
  expect(await drainOutbox({ db: t.db, transport, logger: silentLogger, cipher: t.app.cipher })).toEqual({ sent: 0, failed: 0 });
});

it('stores every e-mail encrypted and sends it decrypted; with another keyring it is not sent', async () => {
  const email = { to: 'buyer@shopdesk.test', subject: 'Your access', text: 'Password: open-sesame', html: '<p>open-sesame</p>' };
  const id = await enqueueEmail(t.db, t.app.cipher, email);
  expect(JSON.stringify(await outboxRow(id))).not.toContain('open-sesame');

  const otherKeyring = aesGcmCipher([{ id: 'other', key: randomBytes(32) }]);
  expect(await drainOutbox({ db: t.db, transport: captureTransport(), logger: silentLogger, cipher: otherKeyring })).toEqual({ sent: 0, failed: 1 });
  expect((await outboxRow(id)).status).toBe('pending');

  await makeDue(id);
  const transport = captureTransport();
  expect(await drainOutbox({ db: t.db, transport, logger: silentLogger, cipher: t.app.cipher })).toEqual({ sent: 1, failed: 0 });
  expect(transport.sent).toEqual([email]);
  expect(await outboxRow(id)).toMatchObject({ status: 'sent', text_body: '', html_body: null });
});

it('sends an e-mail queued before every e-mail was sealed as it was stored', async () => {
  const { rows } = await t.db.query<{ id: string }>(
    "INSERT INTO outbox_emails (to_address, subject, text_body) VALUES ('old@shopdesk.test', 'Old', 'plain body') RETURNING id",
  );
  const transport = captureTransport();
  expect(await drainOutbox({ db: t.db, transport, logger: silentLogger, cipher: t.app.cipher })).toEqual({ sent: 1, failed: 0 });
  expect(transport.sent).toEqual([{ to: 'old@shopdesk.test', subject: 'Old', text: 'plain body', html: null }]);
  expect((await outboxRow(rows[0].id)).status).toBe('sent');
});

it('leaves e-mails that are not due yet', async () => {
  const id = await enqueue();
  await t.db.query("UPDATE outbox_emails SET next_attempt_at = now() + interval '1 minute' WHERE id = $1", [id]);
  expect(await drainOutbox({ db: t.db, transport: captureTransport(), logger: silentLogger, cipher: t.app.cipher })).toEqual({ sent: 0, failed: 0 });
  expect((await outboxRow(id)).status).toBe('pending');
});

it('retries a failed send later, with a growing delay, and gives up after the last attempt', async () => {
  const id = await enqueue();
  const attempts: boolean[] = [];
  const onFailedAttempt = (givenUp: boolean) => attempts.push(givenUp);
  const options = { db: t.db, transport: failing('421 try later'), logger: silentLogger, cipher: t.app.cipher, maxAttempts: 3, onFailedAttempt };

  expect(await drainOutbox(options)).toEqual({ sent: 0, failed: 1 });
  const first = await outboxRow(id);
  expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: '421 try later', text_body: expect.not.stringMatching(/^$|http/) });
  expect(first.retry_after_seconds).toBe(30);
  // Not due again within the same drain.
  expect(await drainOutbox(options)).toEqual({ sent: 0, failed: 0 });

  await makeDue(id);
  await drainOutbox(options);
  const second = await outboxRow(id);
  expect(second).toMatchObject({ status: 'pending', attempts: 2 });
  expect(second.retry_after_seconds).toBe(60);

  await makeDue(id);
  await drainOutbox(options);
  expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: '421 try later', text_body: '', html_body: null });
  // What the metrics count (shopdesk_email_delivery_failures_total): two retried, the third given up.
  expect(attempts).toEqual([false, false, true]);
  await makeDue(id);
  expect(await drainOutbox({ ...options, transport: captureTransport() })).toEqual({ sent: 0, failed: 0 });
});

it('doubles the retry delay from 30 seconds up to an hour', () => {
  expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
});

it(raceTitle('delivers each e-mail once when several workers drain at the same time'), async () => {
  const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => enqueue(`crowd${i}@shopdesk.test`)));
  const transports = [captureTransport(), captureTransport(), captureTransport()];
  const results = await Promise.all(transports.map((transport) => drainOutbox({ db: t.db, transport, logger: silentLogger, cipher: t.app.cipher, batchSize: 4 })));
  expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
  const delivered = transports.flatMap((tr) => tr.sent.map((m) => m.to)).sort();
  expect(delivered).toEqual(ids.map((_, i) => `crowd${i}@shopdesk.test`).sort());
});

it('delivers more e-mails than one batch holds in one drain', async () => {
  await Promise.all(Array.from({ length: 7 }, (_, i) => enqueue(`batch${i}@shopdesk.test`)));
  const transport = captureTransport();
  expect(await drainOutbox({ db: t.db, transport, logger: silentLogger, cipher: t.app.cipher, batchSize: 3 })).toEqual({ sent: 7, failed: 0 });
});
